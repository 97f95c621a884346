import { parse, protocol, type ParserOptions, type PGlite } from '@electric-sql/pglite';

/** SQLSTATEs after which a named statement is prepared again and run once more. */
const PREPARE_AGAIN = new Set([
  // invalid_sql_statement_name: the statement is gone (DEALLOCATE ALL, DISCARD ALL).
  '26000',
  // feature_not_supported, "cached plan must not change result type": a migration changed the
  // type of a column the statement returns. Other schema changes PostgreSQL replans by itself.
  '0A000',
]);

/** The rows of a statement as arrays of values in the order of its columns, parsed as PGlite's `query` parses them. */
export type ArrayRow = unknown[];

/**
 * A statement PREPAREd once per PGlite instance under `name` and then run with its parameters:
 * Bind, Describe, Execute and Sync in one call into the WebAssembly, no parse or plan per call.
 *
 * PGlite's `query` parses and plans its text on every call (it uses the unnamed statement), and
 * Drizzle's PGlite driver ignores a prepared query's name; SQL's `EXECUTE name(...)` does not
 * take protocol parameters. This speaks the extended protocol itself, under the same two locks
 * `query` takes, so it never runs inside another caller's transaction nor between its statements.
 *
 * Prepared lazily, on the first call: the server migrates before it serves, so the statement is
 * planned on the current schema; a statement prepared before a migration is replanned by
 * PostgreSQL, and prepared again here if the migration changed a type it returns.
 *
 * `parsers` override PGlite's parser per type OID, as `query`'s option of that name does.
 */
export function pgliteStatement(
  name: string,
  text: string,
  parsers: ParserOptions,
): (client: PGlite, params: readonly string[]) => Promise<ArrayRow[]> {
  const prepared = new WeakSet<PGlite>();

  const prepare = async (client: PGlite) => {
    // Close is a no-op for a name that does not exist: the same message prepares and re-prepares.
    const message = concat([
      protocol.serialize.close({ type: 'S', name }),
      protocol.serialize.parse({ name, text }),
      protocol.serialize.sync(),
    ]);
    await client.execProtocolStream(message, { syncToFs: false });
    prepared.add(client);
  };

  const run = async (client: PGlite, params: readonly string[]) => {
    const message = concat([
      protocol.serialize.bind({ statement: name, values: [...params] }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    // A read writes nothing the file system must be told of. The stream form, as `query` uses,
    // parses the answer as it comes instead of also keeping a copy of its bytes.
    const messages = await client.execProtocolStream(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, client.parsers, { rowMode: 'array', parsers });
    return (result?.rows ?? []) as ArrayRow[];
  };

  return async (client, params) => {
    if (client.closed) throw new Error('PGlite is closed');
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!prepared.has(client)) await prepare(client);
        try {
          return await run(client, params);
        } catch (error) {
          if (!PREPARE_AGAIN.has((error as { code?: unknown }).code as string)) throw error;
          await prepare(client);
          return run(client, params);
        }
      }),
    );
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
