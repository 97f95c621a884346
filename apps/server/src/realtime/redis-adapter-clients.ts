import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** How long start waits for Redis before serving without it (realtime across processes degraded). */
export const REDIS_CONNECT_TIMEOUT_MS = 3_000;

function newClient(url: string, disableOfflineQueue: boolean) {
  return createClient({ url, disableOfflineQueue });
}

export type RedisClient = ReturnType<typeof newClient>;

/** The two clients of the socket.io Redis adapter, and what a Redis outage does to them. */
export interface AdapterClients {
  pub: RedisClient;
  sub: RedisClient;
  /** Whether both clients are connected now. */
  isReady(): boolean;
  /**
   * PINGs both clients (the readiness check). Fails at once while one is reconnecting: the
   * subscriber's commands would wait in its queue.
   */
  ping(): Promise<void>;
  quit(): Promise<void>;
}

/** A Redis URL without its password, for log lines and errors. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

async function within(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes the named commands of a client report their failure instead of rejecting: the socket.io
 * adapter calls them without holding the promise. Own properties over the prototype's commands,
 * bound to the client (node-redis keeps its state in private fields).
 */
function reportFailures(
  client: RedisClient,
  commands: ReadonlyArray<'publish' | 'subscribe' | 'pSubscribe' | 'unsubscribe' | 'pUnsubscribe'>,
  report: (error: unknown) => void,
): void {
  for (const command of commands) {
    const original = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const reported = (...args: unknown[]) =>
      original(...args).catch((error: unknown) => {
        report(error);
        return undefined;
      });
    Object.defineProperty(client, command, { value: reported, configurable: true, writable: true });
  }
}

/**
 * Connects the adapter's clients so that Redis is never a way to stop HTTP:
 *
 * - A publish that fails (Redis away) is reported, not left as a rejected promise nobody holds:
 *   the adapter fires its publishes and forgets them, and an unhandled rejection ends a Node
 *   process. Publishing does not queue while Redis is away, so no backlog of stale ticks and pushes
 *   goes out when it returns.
 * - Both clients reconnect by themselves; `onRecovered` runs each time both are connected again
 *   after an outage, so the process can give its clients the state they missed.
 * - If Redis does not answer within {@link REDIS_CONNECT_TIMEOUT_MS} at start, the server starts
 *   anyway, without realtime across processes until Redis answers.
 *
 * An outage is logged once when it starts and once when it ends, not once per failed command.
 */
export async function connectAdapterClients(url: string, log: FastifyBaseLogger, onRecovered: () => void): Promise<AdapterClients> {
  const pub = newClient(url, true);
  // The subscriber keeps its queue: the adapter's SUBSCRIBE commands wait for the connection.
  const sub = newClient(url, false);
  const where = redactedUrl(url);
  let outage = false;
  let closing = false;
  const isReady = () => pub.isReady && sub.isReady;
  const lost = (error: unknown) => {
    if (closing || outage) return;
    outage = true;
    log.error({ err: error }, `Redis at ${where} is unreachable: HTTP goes on, realtime between processes is paused until it returns`);
  };
  for (const client of [pub, sub]) {
    client.on('error', lost);
    client.on('ready', () => {
      if (!outage || !isReady()) return;
      outage = false;
      log.info(`Redis at ${where} is back: realtime between processes resumes`);
      onRecovered();
    });
  }
  // Every command the adapter sends and forgets: publishing and (un)subscribing.
  reportFailures(pub, ['publish'], lost);
  reportFailures(sub, ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'], lost);

  const connecting = Promise.all([pub.connect(), sub.connect()]);
  // Whether it connects in time or later, a failed first attempt is an outage already reported.
  connecting.catch(lost);
  if (!(await within(connecting, REDIS_CONNECT_TIMEOUT_MS))) {
    lost(new Error(`no answer within ${REDIS_CONNECT_TIMEOUT_MS / 1000} s at start`));
  }
  // Both: a publisher that is down loses this process's pushes, a subscriber the other processes' ticks.
  const roles = [
    { role: 'publishing', client: pub },
    { role: 'subscribing', client: sub },
  ];
  return {
    pub,
    sub,
    isReady,
    async ping() {
      const down = roles.filter(({ client }) => !client.isReady).map(({ role }) => role);
      if (down.length > 0) throw new Error(`the ${down.join(' and ')} connection to Redis is down (reconnecting).`);
      await Promise.all(roles.map(({ client }) => client.ping()));
    },
    async quit() {
      closing = true;
      await Promise.all(
        [pub, sub].map(async (client) => {
          // Connected: let the commands in flight (the adapter's unsubscribes) finish first.
          // Still reconnecting: nothing would answer them.
          if (client.isReady) await client.close();
          else if (client.isOpen) client.destroy();
        }),
      );
    },
  };
}
