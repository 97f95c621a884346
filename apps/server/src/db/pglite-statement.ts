import { parse, protocol, type ParserOptions, type PGlite } from '@electric-sql/pglite';

/** SQLSTATEs after which a named statement is prepared again and run once more. */
const PREPARE_AGAIN = new Set([
  // invalid_sql_statement_name: the statement is gone (DEALLOCATE ALL, DISCARD ALL).
  '26000',
  // feature_not_supported, "cached plan must not change result type": a migration changed the
  // type of a column the statement returns. Other schema changes PostgreSQL replans by itself.
  '0A000',
]);

/** Parsers by type OID, as PGlite keeps them. */
type Parsers = PGlite['parsers'];

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
  // Per PGlite instance, once prepared: the parser of each type the statement returns.
  const prepared = new WeakMap<PGlite, Parsers>();

  const prepare = async (client: PGlite): Promise<Parsers> => {
    // Close is a no-op for a name that does not exist: the same message prepares and re-prepares.
    const message = concat([
      protocol.serialize.close({ type: 'S', name }),
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const described = await client.execProtocolStream(message, { syncToFs: false });
    const parsersOfStatement = parsersFor(described, client, parsers);
    prepared.set(client, parsersOfStatement);
    return parsersOfStatement;
  };

  const run = async (client: PGlite, parsersOfStatement: Parsers, params: readonly string[]) => {
    const message = concat([
      protocol.serialize.bind({ statement: name, values: [...params] }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    // A read writes nothing the file system must be told of. The stream form, as `query` uses,
    // parses the answer as it comes instead of also keeping a copy of its bytes.
    const messages = await client.execProtocolStream(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, parsersOfStatement, { rowMode: 'array' });
    return (result?.rows ?? []) as ArrayRow[];
  };

  return async (client, params) => {
    if (client.closed) throw new Error('PGlite is closed');
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const parsersOfStatement = prepared.get(client) ?? (await prepare(client));
        try {
          return await run(client, parsersOfStatement, params);
        } catch (error) {
          if (!PREPARE_AGAIN.has((error as { code?: unknown }).code as string)) throw error;
          return run(client, await prepare(client), params);
        }
      }),
    );
  };
}

/**
 * The parsers of the types the statement returns, each as PGlite's `query` would pick it (the
 * override, else the instance's own; a type with neither falls back to PGlite's built-in ones in
 * `parseResults` too). `parseResults` copies the whole map it is given on every call: the
 * instance's, with every array type, cost about a sixth of the main thread under `/users/` load.
 */
function parsersFor(described: ReadonlyArray<{ name: string }>, client: PGlite, overrides: ParserOptions): Parsers {
  const description = described.find((message) => message.name === 'rowDescription') as
    { fields?: Array<{ dataTypeID: number }> } | undefined;
  const chosen: Parsers = {};
  for (const { dataTypeID } of description?.fields ?? []) {
    const parser = overrides[dataTypeID] ?? client.parsers[dataTypeID];
    if (parser) chosen[dataTypeID] = parser;
  }
  return chosen;
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
