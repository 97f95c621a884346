import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';

/**
 * The operator CLI runs in its own process; it reaches the running servers through PostgreSQL
 * LISTEN/NOTIFY on this channel (every server process listens, so scaled-out setups work too).
 */
export const OPERATOR_CHANNEL = 'beurs_operator_events';

/** What the operator tells the servers. */
export type OperatorEvent = { type: 'disconnect_user'; userId: string };

function isOperatorEvent(value: unknown): value is OperatorEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'disconnect_user' &&
    typeof (value as { userId?: unknown }).userId === 'string'
  );
}

/** Sends an event to every server listening on the same database (a no-op when none is). */
export async function publishOperatorEvent(database: Pick<Database, 'query'>, event: OperatorEvent): Promise<void> {
  await database.query('select pg_notify($1, $2)', [OPERATOR_CHANNEL, JSON.stringify(event)]);
}

/**
 * Listens for operator events on a dedicated connection (LISTEN needs one; pooled connections
 * come and go). Returns a function that stops listening.
 */
export async function listenForOperatorEvents(
  databaseUrl: string,
  onEvent: (event: OperatorEvent) => void,
  onError: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', onError);
  client.on('notification', (message) => {
    if (message.channel !== OPERATOR_CHANNEL || !message.payload) return;
    try {
      const event: unknown = JSON.parse(message.payload);
      if (isOperatorEvent(event)) onEvent(event);
    } catch (error) {
      onError(new Error(`An operator event could not be read: ${message.payload}`, { cause: error }));
    }
  });
  await client.connect();
  await client.query(`listen ${OPERATOR_CHANNEL}`);
  return async () => {
    await client.end();
  };
}

/**
 * On PostgreSQL, makes this server act on operator events while it runs: a freeze from the CLI
 * disconnects the user's sockets so the terminal reloads and shows the account as frozen. The
 * embedded database allows one process at a time, so there the CLI runs while the server is stopped.
 */
export function registerOperatorEventListener(app: FastifyInstance, context: AppContext): void {
  const databaseUrl = context.config.databaseUrl;
  if (!databaseUrl) return;
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listenForOperatorEvents(
      databaseUrl,
      (event) => context.realtime.disconnectUser(event.userId),
      (error) => context.log.warn({ err: error }, 'operator event listener'),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
