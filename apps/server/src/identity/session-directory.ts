import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { keepListening, type KeptListener } from '../db/kept-listener';
import { sessions } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import type { RequestOrigin } from '../activity/activity-log';

/** The channel migration 0004's trigger announces an ended session on, with its id as the payload. */
export const SESSION_ENDED_CHANNEL = 'beurs_session_ended';

/** A session's "last used" is written at most this often, so calls do not each cost a write. */
export const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** Sessions held at most; past it the longest-held are dropped and read again when next used. */
export const MAX_REMEMBERED_SESSIONS = 100_000;

/** A live session as the token's claims name it. */
export interface LiveSession {
  userId: string;
  sessionId: string;
}

interface RememberedSession {
  userId: string;
  expiresAt: number;
  lastUsedAt: number;
}

export interface SessionDirectoryOptions {
  database: Pick<Database, 'db' | 'listen'>;
  now: () => Date;
  /** Told when the listening connection drops or comes back: sessions are read from the database meanwhile. */
  onListening?: (listening: boolean, error?: Error) => void;
  /**
   * Told of each ended session heard on the channel, from any writer (this process, another, an
   * operator's update): this process's sockets of that session are ended here.
   */
  onEnded?: (sessionId: string) => void;
}

/**
 * The live sessions this process has checked, so an authenticated call costs no query.
 *
 * PostgreSQL stays the only truth: a session is remembered only after the database said it is
 * live, and only while this process hears every end of a session. A trigger announces each
 * revocation, shortened expiry and deletion on {@link SESSION_ENDED_CHANNEL} when its transaction
 * commits, whichever process or operator tool wrote it; this process forgets the session on
 * hearing it. While the listening connection is down nothing is trusted from memory: every call
 * reads the database, as it did before, until listening resumes with an empty memory.
 *
 * A check whose read overlapped an announcement does not remember what it read (the read may
 * predate the revocation it missed), so an ended session never comes back from a slow read.
 */
export class SessionDirectory {
  private readonly remembered = new Map<string, RememberedSession>();
  /** Bumped by every announcement, local forget and change of listening: reads that overlap one are not kept. */
  private epoch = 0;
  private listening = false;
  private readonly listener: KeptListener;

  constructor(private readonly options: SessionDirectoryOptions) {
    this.listener = keepListening({
      database: options.database,
      channel: SESSION_ENDED_CHANNEL,
      onPayload: (sessionId) => {
        this.forget(sessionId);
        this.options.onEnded?.(sessionId);
      },
      onListening: (listening, error) => {
        // Resumed: anything remembered before this connection listened may have ended unheard.
        // Lost: nothing held can be trusted until listening resumes.
        this.trust(listening);
        this.options.onListening?.(listening, error);
      },
    });
  }

  /** Starts hearing ended sessions; until it resolves, checks read the database. */
  async start(): Promise<void> {
    await this.listener.start();
  }

  async close(): Promise<void> {
    this.trust(false);
    await this.listener.close();
  }

  /** Whether ended sessions are being heard, so that held sessions are trusted. */
  get isListening(): boolean {
    return this.listening;
  }

  /** How many sessions are held (for tests and metrics). */
  get size(): number {
    return this.remembered.size;
  }

  /**
   * Resolves when the session is live and belongs to the user, and notes its use (at most every
   * {@link LAST_USED_RESOLUTION_MS}, with the address it came from) for the list of devices.
   * Refuses with 401 otherwise.
   */
  async check(claims: LiveSession, origin: RequestOrigin | null = null): Promise<void> {
    const now = this.options.now().getTime();
    const held = this.listening ? this.remembered.get(claims.sessionId) : undefined;
    if (held && held.userId === claims.userId && held.expiresAt > now) {
      await this.noteUse(claims.sessionId, held, now, origin);
      return;
    }
    const epoch = this.epoch;
    const [row] = await this.options.database.db
      .select({ expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
        ),
      );
    if (!row) {
      this.remembered.delete(claims.sessionId);
      throw Refusal.unauthorized('Your session has ended. Sign in again.');
    }
    const session: RememberedSession = { userId: claims.userId, expiresAt: row.expiresAt.getTime(), lastUsedAt: row.lastUsedAt.getTime() };
    if (this.listening && this.epoch === epoch) this.remember(claims.sessionId, session);
    await this.noteUse(claims.sessionId, session, now, origin);
  }

  /**
   * Forgets a session this process has just ended, without waiting for the announcement, so
   * its next call here is refused at once.
   */
  forget(sessionId: string): void {
    this.epoch += 1;
    this.remembered.delete(sessionId);
  }

  private remember(sessionId: string, session: RememberedSession): void {
    this.remembered.delete(sessionId);
    if (this.remembered.size >= MAX_REMEMBERED_SESSIONS) {
      // Maps iterate in insertion order: the first key is the longest held.
      const oldest = this.remembered.keys().next();
      if (!oldest.done) this.remembered.delete(oldest.value);
    }
    this.remembered.set(sessionId, session);
  }

  private async noteUse(sessionId: string, session: RememberedSession, now: number, origin: RequestOrigin | null): Promise<void> {
    if (now - session.lastUsedAt < LAST_USED_RESOLUTION_MS) return;
    // Noted before the write, so calls arriving meanwhile do not each write it again.
    session.lastUsedAt = now;
    await this.options.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now), ...(origin?.ip ? { ip: origin.ip } : {}) })
      .where(eq(sessions.id, sessionId));
  }

  private trust(listening: boolean): void {
    this.epoch += 1;
    this.remembered.clear();
    this.listening = listening;
  }
}
