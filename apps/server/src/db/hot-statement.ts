import type { DbOrTx } from './database';

/**
 * A statement of the order path, written as SQL once. The query builder stays for everything
 * else; these few run on every open and close, where building their text cost more of the main
 * thread than PostgreSQL took to run them (docs/performance.md, the order path's profiles).
 */
export interface HotStatement {
  /** The prepared statement's name on each PostgreSQL connection: unique per text. */
  readonly name: string;
  readonly text: string;
}

/** Names a statement's text; `name` must be unique in the process (checked here, once per name). */
export function hotStatement(name: string, text: string): HotStatement {
  const known = namedTexts.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two hot statements are named ${name}`);
  namedTexts.set(name, text);
  return { name, text };
}

const namedTexts = new Map<string, string>();

/** What both drivers' clients answer: node-postgres's pool or pooled client, and PGlite or its transaction. */
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  exec(text: string): Promise<unknown>;
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver's client under a Drizzle handle: the pool for the database, the connection (or
 * PGlite's transaction) for a transaction, so the statement runs where the handle's own queries
 * run. Drizzle keeps it on the handle's session; both of our drivers name it `client`.
 */
function clientOf(db: DbOrTx): PgClient | PgliteClient {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') {
    throw new Error('This database handle has no driver client to run a prepared statement on');
  }
  return client as PgClient | PgliteClient;
}

function isPglite(client: PgClient | PgliteClient): client is PgliteClient {
  return typeof (client as { exec?: unknown }).exec === 'function';
}

/**
 * Runs a hot statement with its parameters on `db`'s connection. On PostgreSQL it is a named
 * prepared statement: parsed and planned once per connection, then only bound and executed. On
 * PGlite (one connection, in this process) it is sent as text. Rows come back as the driver
 * parses them, so the statements return only text, integers, booleans and json.
 */
export async function runHotStatement<TRow>(db: DbOrTx, statement: HotStatement, params: readonly unknown[]): Promise<TRow[]> {
  const client = clientOf(db);
  const values = [...params];
  const result = isPglite(client)
    ? await client.query(statement.text, values)
    : await client.query({ name: statement.name, text: statement.text, values });
  return result.rows as TRow[];
}
