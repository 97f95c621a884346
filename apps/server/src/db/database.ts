import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { MIGRATIONS_FOLDER, readMigrationJournal } from './migration-journal';
import { findPendingMigrations } from './pending-migrations';
import { migratePostgresUnderLock } from './postgres-migration-lock';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` so they compose inside one transaction. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** What the PostgreSQL pool holds right now (metrics/database-pool-gauges.ts). */
export interface DatabasePoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a session-level advisory-lock query etc. outside Drizzle: raw SQL with parameters. */
  query<TRow = Record<string, unknown>>(text: string, params?: unknown[]): Promise<TRow[]>;
  /**
   * LISTENs on a channel: `onPayload` gets each NOTIFY payload, delivered when the notifying
   * transaction commits, in commit order. On PostgreSQL this holds a dedicated connection;
   * `onLost` is called if it drops (notifications may have been missed meanwhile). Returns a
   * function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * Applies the pending migrations and returns their tags (none when the schema is current). On
   * PostgreSQL under an advisory lock, so processes migrating together apply each migration once.
   */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
  /** The embedded database only: a tar of its data directory, which `embeddedStart` loads back. */
  dumpEmbedded?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's clients, read when metrics are scraped. */
  poolStats?: () => DatabasePoolStats;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** Most connections in the PostgreSQL pool. Defaults to 10. */
  poolSize?: number;
  /**
   * A dump of an embedded data directory (`PGlite.dumpDataDir`) to start from instead of an empty
   * cluster. Starting an empty cluster runs initdb, seconds on a small machine; loading a dump
   * does not. Pending migrations still run on top of it.
   */
  embeddedStart?: Blob;
  /**
   * Apply pending migrations on open. Defaults to true; false leaves the schema as it is, for a
   * server that only checks it (`MIGRATE_ON_START=false`) and for the migrate command.
   */
  migrate?: boolean;
}

/** The `application_name` of the connection that LISTENs on `channel` (PostgreSQL keeps 63 bytes). */
export function listenerApplicationName(channel: string): string {
  return `beurs-listen ${channel}`.slice(0, 63);
}

/** LISTEN on a connection of its own: pooled connections come and go, a listener must stay. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  // Named, so an operator (or a test) can find this connection in pg_stat_activity.
  const client = new pg.Client({ connectionString, application_name: listenerApplicationName(channel) });
  let reported = false;
  let ended = false;
  const lost = (error: Error) => {
    if (reported || ended) return;
    reported = true;
    onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error(`The connection listening on ${channel} ended`)));
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  try {
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    // The caller hears of this failure through the rejection, not also through `onLost`.
    ended = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    if (ended) return;
    ended = true;
    // After an error the connection may be half open: ending it is still owed, its failure is not news.
    await client.end().catch(() => undefined);
  };
}

/** Opens the database and, unless told not to, applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options) : await openEmbedded(options);
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

function openPostgres(databaseUrl: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Nor must a checked-out one: pg emits 'error' on a client whose connection ends, and the pool
  // listens only while the client is idle. A fenced transaction whose process froze is ended by
  // PostgreSQL (idle_in_transaction_session_timeout); on waking, its query rejects, the
  // transaction fails and the pool drops the client, and the process serves on.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    async query<TRow>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as TRow[];
    },
    listen: (channel, onPayload, onLost) => listenOnPostgres(databaseUrl, channel, onPayload, onLost),
    migrate: () => migratePostgresUnderLock({ connectionString: databaseUrl }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The embedded database serves one process, so its migrations need no lock. */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (options.dataDir) {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(join(dir));
  } else {
    client = new PGlite(options.embeddedStart ? { loadDataDir: options.embeddedStart } : {});
  }
  const pgliteDb = drizzlePglite(client, { schema });
  const query = async <TRow>(text: string, params: unknown[] = []) => (await client.query<TRow>(text, params)).rows;
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    query,
    async listen(channel, onPayload) {
      // One in-process session: nothing to lose, so `onLost` is never called.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async migrate() {
      const pending = await findPendingMigrations(query, readMigrationJournal());
      if (pending.length > 0) await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
      return pending.map((entry) => entry.tag);
    },
    close: () => client.close(),
    dumpEmbedded: () => client.dumpDataDir('none'),
  };
}
