import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountHead } from '../../src/realtime/account-event-rows';
import { callApi, createTrader, placeOrder } from '../orders/test-trader';
import { disconnected, waitFor } from '../realtime/socket-client';
import { createTestClock } from '../test-clock';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { openStream, run, seqsOf } from './stream-client';
import { startListeningServer, type ListeningServer } from './stream-servers';

const clock = createTestClock();
let database: TestDatabase;
let first: ListeningServer | null = null;
let second: ListeningServer | null = null;

beforeAll(async () => {
  database = await createTestDatabase(undefined, { start: 'seeded' });
});
afterAll(async () => {
  await first?.server.close();
  await second?.server.close();
  await database.close();
});

describe('the account stream across a server restart', () => {
  it('replays to a client that reconnects to the new server everything committed since its last seq, once, then live events', async () => {
    first = await startListeningServer(database, clock);
    const trader = await createTrader(first.asTest);
    const before = openStream(first.url, trader.accessToken);
    await waitFor(() => before.states.length === 1, 5000, 'streamState');
    const position = await placeOrder(first.asTest, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await waitFor(() => before.events.length === 1, 5000, 'the opening');
    const lastSeen = before.events.at(-1)?.seq ?? 0;

    const gone = disconnected(before.socket);
    await first.server.close();
    first = null;
    await gone;

    second = await startListeningServer(database, clock);
    expect((await callApi(second.asTest, 'closeOrder', { trader, body: { id: position.id } })).statusCode).toBe(200);
    await placeOrder(second.asTest, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const head = await readAccountHead(second.server.context.db, trader.userId);

    const after = openStream(second.url, trader.accessToken, lastSeen);
    try {
      await waitFor(() => after.states.length === 1 && after.events.length === head - lastSeen, 5000, 'the replay');
      expect(after.states[0]).toEqual({ seq: head, resumed_from: lastSeen, replayed: head - lastSeen, snapshot: false });
      expect(after.events.map((event) => event.type)).toEqual(['balance_changed', 'order_closed', 'order_opened']);
      await placeOrder(second.asTest, trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 });
      await waitFor(() => after.events.length === head - lastSeen + 1, 5000, 'the live event');
      expect(seqsOf(after)).toEqual(run(lastSeen + 1, head + 1));
    } finally {
      after.socket.disconnect();
    }
  });
});
