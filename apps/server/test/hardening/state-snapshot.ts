import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index';
import type { TestServer } from '../test-server';

/** Every table of the schema, so a new one is watched without being listed here. */
const TABLE_NAMES = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

/**
 * What a refused request must leave as it was, in one query: the row count of every table, how
 * many notifications are read, sessions revoked and refresh tokens used, and the user's own row
 * (balance, PIN, wallet, names, status).
 */
export async function stateSnapshot(server: TestServer, userId: string): Promise<unknown> {
  const counts = TABLE_NAMES.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ');
  const result = await server.context.db.execute(
    sql.raw(
      `select ${counts},
        (select count(*) from notifications where read_at is not null)::int as notifications_read,
        (select count(*) from sessions where revoked_at is not null)::int as sessions_revoked,
        (select count(*) from refresh_tokens where used_at is not null)::int as refresh_tokens_used,
        (select row_to_json(u)::text from users u where id = '${userId.replace(/[^0-9a-f-]/g, '')}') as user_row`,
    ),
  );
  // node-postgres and PGlite shape the result differently.
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}
