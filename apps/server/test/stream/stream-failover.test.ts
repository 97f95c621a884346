import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountHead } from '../../src/realtime/account-event-rows';
import { callApi, createTrader, placeOrder } from '../orders/test-trader';
import { disconnected, waitFor } from '../realtime/socket-client';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../test-database';
import { openStream, run, seqsOf, type StreamClient } from './stream-client';
import { startListeningServer, type ListeningServer } from './stream-servers';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = createTestClock();
let database: TestDatabase;
let a: ListeningServer | null = null;
let b: ListeningServer | null = null;
const clients: StreamClient[] = [];

// Two processes of one platform share one PostgreSQL (an embedded database serves one process only).
describe.skipIf(TEST_DB_KIND !== 'postgres')('the account stream across processes', () => {
  beforeAll(async () => {
    database = await createTestDatabase(undefined, { start: 'seeded' });
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: `beurs-test-${randomUUID()}:` };
    a = await startListeningServer(database, clock, shared);
    b = await startListeningServer(database, clock, shared);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.disconnect();
    await a?.server.close();
    await b?.server.close();
    await database?.close();
  });

  it('sends a socket on one process the events committed through another, live', async () => {
    if (!a || !b) throw new Error('servers not started');
    const trader = await createTrader(b.asTest);
    const client = openStream(a.url, trader.accessToken);
    clients.push(client);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    await placeOrder(b.asTest, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const head = await readAccountHead(b.server.context.db, trader.userId);
    await waitFor(() => client.events.length === 1, 5000, 'the event committed on the other process');
    expect(seqsOf(client)).toEqual([head]);
  });

  it('replays everything missed to a client that fails over from a stopped process to another, once', async () => {
    if (!a || !b) throw new Error('servers not started');
    const trader = await createTrader(b.asTest);
    const onA = openStream(a.url, trader.accessToken);
    clients.push(onA);
    await waitFor(() => onA.states.length === 1, 5000, 'streamState');
    const position = await placeOrder(b.asTest, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await waitFor(() => onA.events.length === 1, 5000, 'the opening on A');
    const lastSeen = onA.events.at(-1)?.seq ?? 0;

    const gone = disconnected(onA.socket);
    await a.server.close();
    a = null;
    await gone;
    expect((await callApi(b.asTest, 'closeOrder', { trader, body: { id: position.id } })).statusCode).toBe(200);
    await placeOrder(b.asTest, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const head = await readAccountHead(b.server.context.db, trader.userId);

    const onB = openStream(b.url, trader.accessToken, lastSeen);
    clients.push(onB);
    await waitFor(() => onB.events.length === head - lastSeen, 5000, 'the replay on B');
    expect(onB.states).toEqual([{ seq: head, resumed_from: lastSeen, replayed: head - lastSeen, snapshot: false }]);
    await placeOrder(b.asTest, trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 });
    await waitFor(() => onB.events.length === head - lastSeen + 1, 5000, 'the live event on B');
    expect(seqsOf(onB)).toEqual(run(lastSeen + 1, head + 1));
  });
});
