import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/** What announcements need of the app: its database and its log. */
interface Listening {
  database: Database;
  log: FastifyBaseLogger;
}

/** A payload that is no id: a listener's own mark in the stream of announcements. */
const SYNC_PREFIX = 'sync:';

/** How long a listener waits for its own mark before it says announcements may have been missed. */
export const ANNOUNCEMENT_SYNC_TIMEOUT_MS = 2_000;

/**
 * The ids (users, accounts) announced on one NOTIFY channel since they were last taken, as an
 * in-memory index of the lease holder needs them: every process that commits a change announces
 * what it touched, and the index reads just those again before its next pass.
 */
export interface Announcements {
  /** Starts listening; announcements heard before are dropped (the caller reads everything after this). */
  listen(context: Listening): Promise<void>;
  /** Stops listening and forgets what was heard. */
  stop(): Promise<void>;
  /**
   * Waits until every change committed before now has been heard: announcements arrive in commit
   * order, so once a mark sent now comes back, every earlier one has too. Without the mark in
   * time, `missed()` turns true.
   */
  catchUp(context: Listening): Promise<void>;
  /** The ids heard since the last take, in no order; the set starts empty again. */
  take(): string[];
  /** Marks an id to be read again on the next take, as if announced. */
  add(id: string): void;
  /** True when announcements may have been missed (the connection dropped, a mark never came): rebuild from the database. */
  missed(): boolean;
}

/** Announcements on `channel`; `what` names the index in the log ("the order engine"). */
export function createAnnouncements(channel: string, what: string): Announcements {
  let heard = new Set<string>();
  let listening: (() => Promise<void>) | null = null;
  let lost = false;
  const marks = new Map<string, () => void>();

  const stop = async () => {
    const end = listening;
    listening = null;
    heard = new Set();
    await end?.();
  };

  return {
    async listen(context) {
      await stop();
      lost = false;
      listening = await context.database.listen(
        channel,
        (payload) => {
          if (payload.startsWith(SYNC_PREFIX)) marks.get(payload)?.();
          else heard.add(payload);
        },
        (error) => {
          // Announcements may have been missed: the next pass starts over from the database.
          lost = true;
          context.log.warn({ err: error }, `${what} lost its listener on ${channel}; rebuilding its index`);
        },
      );
    },
    stop,
    async catchUp(context) {
      const mark = `${SYNC_PREFIX}${randomUUID()}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const came = new Promise<boolean>((resolve) => {
        marks.set(mark, () => resolve(true));
        timer = setTimeout(() => resolve(false), ANNOUNCEMENT_SYNC_TIMEOUT_MS);
      });
      try {
        await context.database.query('select pg_notify($1, $2)', [channel, mark]);
        if (!(await came)) {
          lost = true;
          context.log.warn(`${what} did not hear its own mark on ${channel} in time; rebuilding its index`);
        }
      } finally {
        clearTimeout(timer);
        marks.delete(mark);
      }
    },
    take() {
      const ids = [...heard];
      heard = new Set();
      return ids;
    },
    add(id) {
      heard.add(id);
    },
    missed: () => lost,
  };
}
