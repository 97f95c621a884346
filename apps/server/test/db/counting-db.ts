import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/db/database';
import * as schema from '../../src/db/schema/index';

/** A second Drizzle handle on the same connection that counts the statements sent through it. */
export interface CountingDb {
  db: Db;
  /** Statements sent since the handle was made. */
  count(): number;
}

/** How a query budget ("one round trip") is checked: run the code on this handle and count. */
export function createCountingDb(database: Database): CountingDb {
  let sent = 0;
  const logger: Logger = {
    logQuery() {
      sent += 1;
    },
  };
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Db);
  return { db, count: () => sent };
}
