import type { Database } from './database';

/**
 * Waits between attempts to listen again after the listening connection was lost: quick at
 * first (a dropped connection to a healthy database comes back at once), then every 15 s so a
 * database that is down is not hammered.
 */
export const RELISTEN_DELAYS_MS: readonly number[] = [250, 1000, 5000, 15_000];

export interface KeptListenerOptions {
  database: Pick<Database, 'listen'>;
  channel: string;
  onPayload: (payload: string) => void;
  /**
   * Told once when listening starts or resumes (`true`) and once when the connection drops
   * (`false`, with the cause): an outage is reported once however many attempts it takes to
   * end it. Notifications sent while not listening are lost; a listener that must not miss
   * one re-reads the state it tracks when told `true`.
   */
  onListening?: (listening: boolean, error?: Error) => void;
  /** Defaults to {@link RELISTEN_DELAYS_MS}; the last delay repeats. */
  delaysMs?: readonly number[];
}

/** A LISTEN that comes back by itself after its connection drops. */
export interface KeptListener {
  /** Listens for the first time; rejects (and does not retry) when that fails. */
  start(): Promise<void>;
  /** Stops listening and any retry; nothing is reported afterwards. */
  close(): Promise<void>;
  readonly isListening: boolean;
}

/**
 * LISTENs on `channel` and, whenever the connection is lost, listens again with backoff until
 * closed. On the embedded database a listener is never lost, so this is a plain LISTEN there.
 */
export function keepListening(options: KeptListenerOptions): KeptListener {
  const delays = options.delaysMs ?? RELISTEN_DELAYS_MS;
  let stopListening: (() => Promise<void>) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let listening = false;
  let closed = false;

  const listen = async () => {
    const stop = await options.database.listen(options.channel, options.onPayload, lost);
    if (closed) {
      await stop();
      return;
    }
    stopListening = stop;
    attempt = 0;
    listening = true;
    options.onListening?.(true);
  };

  function lost(error: Error): void {
    if (closed) return;
    const stale = stopListening;
    stopListening = null;
    // The dropped connection may be half open: ending it is still owed, its failure is not news.
    void stale?.().catch(() => undefined);
    if (listening) {
      listening = false;
      options.onListening?.(false, error);
    }
    scheduleRetry();
  }

  function scheduleRetry(): void {
    // A failed attempt can be reported twice (its connection's error and the rejected listen): one retry is enough.
    if (retryTimer) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 15_000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closed) return;
      listen().catch((error: unknown) => {
        // Still in the same outage: already reported, so only try again.
        if (!closed) lost(error instanceof Error ? error : new Error(String(error)));
      });
    }, delay);
    // A retry must not keep a process alive that is otherwise done.
    retryTimer.unref();
  }

  return {
    start: listen,
    async close() {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
    get isListening() {
      return listening;
    },
  };
}
