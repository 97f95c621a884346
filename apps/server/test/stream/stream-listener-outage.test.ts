import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { listenerApplicationName } from '../../src/db/database';
import { postLedgerEntry } from '../../src/ledger/ledger';
import { ACCOUNT_EVENT_CHANNEL } from '../../src/realtime/account-stream';
import { readAccountHead } from '../../src/realtime/account-event-rows';
import { createTrader, placeOrder } from '../orders/test-trader';
import { waitFor } from '../realtime/socket-client';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-database';
import { openStream, run, seqsOf } from './stream-client';

let server: TestServer;
let url = '';

/** The pids of the connections listening for account events. */
async function listeners(): Promise<number[]> {
  const rows = await server.context.database.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [listenerApplicationName(ACCOUNT_EVENT_CHANNEL)],
  );
  return rows.map((row) => row.pid);
}

// Only PostgreSQL's listening connection can be lost: the embedded database's lives in the process.
describe.skipIf(TEST_DB_KIND !== 'postgres')('the account stream while its listener is cut', () => {
  beforeAll(async () => {
    // Its own server, and heartbeats far apart so they do not read in the listener's place.
    server = await startTestServer({ heartbeatMs: 60_000 });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('still delivers every event committed meanwhile, from any path, once and in order, and listens again', async () => {
    const trader = await createTrader(server);
    const client = openStream(url, trader.accessToken);
    try {
      await waitFor(() => client.states.length === 1, 5000, 'streamState');
      const start = client.states[0]?.seq ?? 0;
      const [before] = await listeners();
      expect(before).toBeDefined();
      // Cut the listening connection, as a database restart or a network fault would.
      await server.context.database.query('select pg_terminate_backend($1)', [before]);

      // Through HTTP (which pushes) and straight into the database (as the operator's tools write).
      await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
      await server.context.db.transaction((tx) =>
        postLedgerEntry(tx, {
          userId: trader.userId,
          cause: 'deposit',
          amount: Decimal.from('50.00'),
          method: 'bank_transfer',
          description: 'Written while nobody listened',
          at: server.clock.now(),
        }),
      );
      const head = await readAccountHead(server.context.db, trader.userId);
      await waitFor(() => (client.events.at(-1)?.seq ?? 0) >= head, 5000, 'the events committed while cut');
      expect(seqsOf(client)).toEqual(run(start + 1, head));
      expect(client.events.at(-1)?.entry).toMatchObject({ cause: 'deposit', amount: '50.00' });

      let after = await listeners();
      for (let tries = 0; tries < 100 && (after.length !== 1 || after[0] === before); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await listeners();
      }
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
      // Heard again: a change now arrives without any push.
      await server.context.db.transaction((tx) =>
        postLedgerEntry(tx, {
          userId: trader.userId,
          cause: 'deposit',
          amount: Decimal.from('1.00'),
          method: 'bank_transfer',
          description: 'Heard again',
          at: server.clock.now(),
        }),
      );
      await waitFor(() => client.events.length === head - start + 1, 5000, 'the event heard again');
      expect(seqsOf(client)).toEqual(run(start + 1, head + 1));
    } finally {
      client.socket.disconnect();
    }
  });
});
