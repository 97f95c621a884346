import { sql } from 'drizzle-orm';
import type { TestServer } from '../test-server';

/** Resolves once a statement of the server's database waits on a row lock (PostgreSQL only). */
export async function someoneWaitsOnALock(server: TestServer): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const rows = await server.context.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ waiting: number }> }).rows;
    if ((list[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement waited on the account lock');
}
