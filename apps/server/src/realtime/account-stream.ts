import { MAX_RESUME_EVENTS, type AccountEvent, type StreamState } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { keepListening, type KeptListener } from '../db/kept-listener';
import { loadListedInstruments } from '../market/market-data';
import { readAccountEvents, readAccountHead, readResume, toAccountEvent, type StoredAccountEvent } from './account-event-rows';
import type { BeursSocket } from './socket-types';

/** The channel migration 0012's event triggers announce an account's new events on, with the user's id as the payload. */
export const ACCOUNT_EVENT_CHANNEL = 'beurs_account_event';

/** This process's sockets of one account, and the one line its deliveries wait in. */
interface AccountSockets {
  /** The sockets past their replay, each with the last seq it was sent. */
  delivered: Map<BeursSocket, number>;
  /** Sockets of the account connected here and not yet disconnected (a socket counts while its replay is read). */
  members: number;
  /** The account's deliveries, one after another: two reads never interleave their writes. */
  line: Promise<void>;
  /** A catch-up is waiting in the line: another change before it starts is covered by it. */
  catchUpWaiting: boolean;
}

export interface AccountStreamOptions {
  context: Pick<AppContext, 'db' | 'database' | 'market' | 'log' | 'now'>;
  /** How often every authenticated socket gets `heartbeat`. */
  heartbeatMs: number;
}

/**
 * The resumable account stream of this process's sockets: on connect `streamState` and the
 * replay of what the client missed, then every new event of its account once, in seq order.
 *
 * The events are written by triggers (migration 0012) whichever process or tool made the change,
 * and announced on {@link ACCOUNT_EVENT_CHANNEL} when they commit. This process listens; on
 * hearing an account it reads that account's events after the lowest seq its sockets were sent
 * and writes each socket what it lacks. While the listener is down nothing is trusted to be
 * heard: every `pushOrders` and every heartbeat reads again, and when listening resumes every
 * account with a socket here is read again, so an event committed meanwhile still arrives.
 */
export class AccountStream {
  private readonly accounts = new Map<string, AccountSockets>();
  private readonly listener: KeptListener;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: AccountStreamOptions) {
    this.listener = keepListening({
      database: options.context.database,
      channel: ACCOUNT_EVENT_CHANNEL,
      onPayload: (userId) => this.changed(userId),
      onListening: (listening, error) => {
        if (listening) {
          // What committed while not listening was not heard: every account here is read again.
          for (const userId of this.accounts.keys()) this.changed(userId);
        } else {
          options.context.log.warn(
            { err: error },
            'not hearing account events: sockets are sent them on each change and heartbeat until listening resumes',
          );
        }
      },
    });
  }

  /** Starts hearing account events and the heartbeat timer (one for every socket of the process). */
  async start(): Promise<void> {
    await this.listener.start();
    this.heartbeatTimer = setInterval(() => this.beat(), this.options.heartbeatMs);
    // The timer must not keep a process alive that is otherwise done.
    this.heartbeatTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    await this.listener.close();
  }

  /**
   * A socket just authenticated: it gets `streamState`, then the events after `lastSeq` (unless
   * a snapshot is due), then every later event of its account as it commits.
   */
  open(socket: BeursSocket, lastSeq: number | undefined): void {
    const { userId } = socket.data;
    const account = this.accountOf(userId);
    account.members += 1;
    socket.on('disconnect', () => {
      account.delivered.delete(socket);
      account.members -= 1;
      if (account.members === 0 && this.accounts.get(userId) === account) this.accounts.delete(userId);
    });
    this.inLine(account, userId, () => this.startStream(account, socket, lastSeq));
  }

  /**
   * The account may have new events (`pushOrders`, a tick of the heartbeat): read them only
   * while the listener is down, since hearing them is how they arrive otherwise.
   */
  changedUnheard(userId: string): void {
    if (!this.listener.isListening) this.changed(userId);
  }

  /** Whether account events are being heard (for tests and the log). */
  get isListening(): boolean {
    return this.listener.isListening;
  }

  /** Reads the account's new events and writes each socket of it here those it lacks. */
  private changed(userId: string): void {
    const account = this.accounts.get(userId);
    if (!account || account.catchUpWaiting) return;
    account.catchUpWaiting = true;
    this.inLine(account, userId, () => {
      account.catchUpWaiting = false;
      return this.catchUp(account, userId);
    });
  }

  private accountOf(userId: string): AccountSockets {
    let account = this.accounts.get(userId);
    if (!account) {
      account = { delivered: new Map(), members: 0, line: Promise.resolve(), catchUpWaiting: false };
      this.accounts.set(userId, account);
    }
    return account;
  }

  private inLine(account: AccountSockets, userId: string, job: () => Promise<void>): void {
    account.line = account.line.then(job).catch((error: unknown) => {
      if (!this.closed) this.options.context.log.error({ err: error, userId }, 'sending account events failed');
    });
  }

  private async startStream(account: AccountSockets, socket: BeursSocket, lastSeq: number | undefined): Promise<void> {
    const { db } = this.options.context;
    const { userId } = socket.data;
    let head: number;
    let missed: StoredAccountEvent[] = [];
    let snapshot = false;
    if (lastSeq === undefined) head = await readAccountHead(db, userId);
    else {
      // One more than a replay may hold, so that too many is seen as such.
      const read = await readResume(db, userId, lastSeq, MAX_RESUME_EVENTS + 1);
      head = read.head;
      // Ahead of the head: the database was reset. Too far behind: a snapshot is cheaper than the replay.
      // Numbered without gaps: fewer than missed means the oldest were pruned.
      if (lastSeq > head || head - lastSeq > MAX_RESUME_EVENTS || read.events.length !== head - lastSeq) snapshot = true;
      else missed = read.events;
    }
    const replay = await this.shape(missed);
    if (this.closed || socket.disconnected) return;
    const state: StreamState = { seq: head, resumed_from: lastSeq ?? null, replayed: replay.length, snapshot };
    socket.emit('streamState', state);
    for (const event of replay) socket.emit('accountEvent', event);
    account.delivered.set(socket, head);
  }

  private async catchUp(account: AccountSockets, userId: string): Promise<void> {
    if (account.delivered.size === 0 || this.closed) return;
    const from = Math.min(...account.delivered.values());
    const events = await this.shape(await readAccountEvents(this.options.context.db, userId, from));
    if (this.closed || events.length === 0) return;
    for (const [socket, sent] of account.delivered) {
      if (socket.disconnected) continue;
      let last = sent;
      for (const event of events) {
        if (event.seq <= last) continue;
        socket.emit('accountEvent', event);
        last = event.seq;
      }
      account.delivered.set(socket, last);
    }
  }

  /** The events in the contract's shape, with any instrument listed after this process started loaded first. */
  private async shape(events: readonly StoredAccountEvent[]): Promise<AccountEvent[]> {
    const { market, db } = this.options.context;
    const unknown = [
      ...new Set(events.flatMap((event) => (event.order && !market.has(event.order.instrumentId) ? [event.order.instrumentId] : []))),
    ];
    if (unknown.length > 0) for (const entry of await loadListedInstruments(db, unknown)) market.add(entry);
    return events.map((event) => toAccountEvent(event, (instrumentId) => market.instrument(instrumentId)));
  }

  /** One heartbeat to every socket past its replay; while not listening, each account is read again first. */
  private beat(): void {
    const listening = this.listener.isListening;
    for (const [userId, account] of this.accounts) {
      if (!listening) this.changed(userId);
      // In the account's line, so a heartbeat never tells a seq ahead of the events written before it.
      this.inLine(account, userId, async () => {
        const at = this.options.context.now().toISOString();
        for (const [socket, seq] of account.delivered) socket.emit('heartbeat', { seq, at });
      });
    }
  }
}
