import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { keepListening, type KeptListener } from '../db/kept-listener';

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

/** Reads one NOTIFY payload; a payload that is not an operator event is reported, not thrown. */
function readOperatorEvent(payload: string): OperatorEvent | Error {
  try {
    const event: unknown = JSON.parse(payload);
    return isOperatorEvent(event) ? event : new Error(`Not an operator event: ${payload}`);
  } catch (error) {
    return new Error(`An operator event could not be read: ${payload}`, { cause: error });
  }
}

export interface OperatorEventListenerOptions {
  database: Pick<Database, 'listen'>;
  onEvent: (event: OperatorEvent) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Listens for operator events on a dedicated connection (LISTEN needs one; pooled connections
 * come and go) and listens again whenever that connection drops, as the session directory
 * does: without it a database restart would leave the server deaf to every later freeze.
 * Events sent during the outage are missed; that is safe, because a frozen account is refused
 * by every call, and the disconnect only makes the terminal find out sooner.
 */
export function createOperatorEventListener(options: OperatorEventListenerOptions): KeptListener {
  return keepListening({
    database: options.database,
    channel: OPERATOR_CHANNEL,
    onPayload: (payload) => {
      const event = readOperatorEvent(payload);
      if (event instanceof Error) options.log.warn({ err: event }, 'operator event ignored');
      else options.onEvent(event);
    },
    onListening: (listening, error) => {
      if (listening) options.log.info('hearing operator events');
      else options.log.warn({ err: error }, 'not hearing operator events: listening again with backoff; events sent meanwhile are missed');
    },
  });
}

/**
 * On PostgreSQL, makes this server act on operator events while it runs: a freeze from the CLI
 * disconnects the user's sockets so the terminal reloads and shows the account as frozen. The
 * embedded database allows one process at a time, so there the CLI runs while the server is stopped.
 */
export function registerOperatorEventListener(app: FastifyInstance, context: AppContext): void {
  // Only a server started on a DATABASE_URL can share its database with a CLI process; a
  // database handed in (tests) is this process's alone.
  if (!context.config.databaseUrl || context.database.kind !== 'postgres') return;
  const listener = createOperatorEventListener({
    database: context.database,
    onEvent: (event) => context.realtime.disconnectUser(event.userId),
    log: context.log,
  });
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.close());
}
