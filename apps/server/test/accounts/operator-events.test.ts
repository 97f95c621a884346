import { describe, expect, it, vi } from 'vitest';
import { OPERATOR_CHANNEL, publishOperatorEvent } from '../../src/accounts/operator-events';
import { buildServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import { listenerApplicationName } from '../../src/db/database';
import { createRecordingHub } from './recording-hub';
import { createEmptyPostgresDatabase } from '../empty-postgres-database';
import { TEST_DB_KIND } from '../test-database';

describe('operator events', () => {
  // LISTEN/NOTIFY between processes exists on PostgreSQL only; the embedded database's listener
  // is an in-process session that cannot drop.
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'reach the server after its listening connection was cut, with the outage logged once',
    async () => {
      // Started on a DATABASE_URL, as in production: only then does a server listen for the CLI.
      const empty = await createEmptyPostgresDatabase();
      const config = loadConfig({}, { logLevel: 'silent', seedDemoData: false, databaseUrl: empty.url, market: { enabled: false } });
      const server = await buildServer(config);
      try {
        const hub = createRecordingHub();
        server.context.realtime = hub;
        const info = vi.spyOn(server.context.log, 'info');
        const warn = vi.spyOn(server.context.log, 'warn');
        const said = (spy: typeof info, text: string) =>
          spy.mock.calls.filter((args) => args.some((arg) => typeof arg === 'string' && arg.startsWith(text))).length;
        await server.app.ready();
        const { database } = server.context;

        // What the CLI process does after `users freeze`.
        await publishOperatorEvent(database, { type: 'disconnect_user', userId: 'before-the-cut' });
        await vi.waitFor(() => expect(hub.disconnected).toEqual(['before-the-cut']));
        const heardBefore = said(info, 'hearing operator events');

        // Cut the listening connection, as a database restart or a network fault would.
        const [cut] = await database.query<{ terminated: number }>(
          'select count(pg_terminate_backend(pid))::int as terminated from pg_stat_activity where datname = current_database() and application_name = $1',
          [listenerApplicationName(OPERATOR_CHANNEL)],
        );
        expect(cut?.terminated).toBe(1);
        await vi.waitFor(() => expect(said(info, 'hearing operator events')).toBe(heardBefore + 1), { timeout: 5000 });

        await publishOperatorEvent(database, { type: 'disconnect_user', userId: 'after-the-cut' });
        await vi.waitFor(() => expect(hub.disconnected).toEqual(['before-the-cut', 'after-the-cut']));
        expect(said(warn, 'not hearing operator events')).toBe(1);
      } finally {
        await server.close();
        await empty.drop();
      }
    },
  );
});
