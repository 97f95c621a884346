import type { AccountEvent, ClientToServerEvents, ServerToClientEvents, StreamCloseReason, StreamClosed, StreamState } from '@beurs/domain';
import { ACCOUNT_STREAM_EVENTS } from '@beurs/domain/constants';
import type { Socket } from 'socket.io-client';
import { nextAccountStreamState, type AccountStreamEvent, type AccountStreamState } from './account-stream-state';
import { listenerSet } from './listener-set';

type StreamSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What {@link createAccountStream} needs from the client that owns the sockets. */
export interface AccountStreamOptions {
  /** The last event the app handled before this client existed, or `undefined` for a fresh start. */
  lastSeq: number | undefined;
  /** Silence after which a stream is stale; `0` turns the watchdog off. */
  heartbeatTimeoutMs: number;
  /** The watchdog fired for `socket`: close it and connect again. */
  onStale: (socket: StreamSocket) => void;
  /** The server closed the stream for good (`streamClosed`): stop reconnecting. */
  onClosed: (closed: StreamClosed) => void;
}

const isSeq = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The resumable account stream on the client's sockets (extension of contract §4): it keeps the
 * last `accountEvent.seq` handled, to send as `auth.last_seq` on every (re)connect, drops events
 * it already handled, tells the app when the server answers a snapshot instead of a replay, and
 * watches for silence. One per realtime client; it outlives its sockets.
 */
export function createAccountStream(options: AccountStreamOptions) {
  let lastSeq = options.lastSeq;
  // The watchdog only runs against a server that speaks the stream (it sent `streamState` or a
  // heartbeat once): an older server's silence is no sign of a dead connection.
  let spoken = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let state: AccountStreamState = { status: 'idle', seq: lastSeq ?? null, lastEventAt: null, closedReason: null };
  const states = listenerSet<AccountStreamState>();
  const events = listenerSet<AccountEvent>();
  const streamStates = listenerSet<StreamState>();
  const snapshots = listenerSet<StreamState>();

  function dispatch(event: AccountStreamEvent): void {
    const next = nextAccountStreamState(state, event);
    if (next !== state) {
      state = next;
      states.emit(next);
    }
  }

  function arm(socket: StreamSocket): void {
    clearTimeout(watchdog);
    if (!spoken || options.heartbeatTimeoutMs <= 0) return;
    watchdog = setTimeout(() => {
      dispatch({ type: 'stale' });
      options.onStale(socket);
    }, options.heartbeatTimeoutMs);
  }

  function onStreamState(socket: StreamSocket, payload: StreamState): void {
    if (!isSeq(payload?.seq)) return;
    spoken = true;
    arm(socket);
    // A snapshot, a server that ignored our `last_seq`, or one whose stream is behind ours (its
    // events were lost): what was missed will not come, so the app must read its state afresh.
    const sent = lastSeq;
    const missed = sent !== undefined && (payload.snapshot === true || payload.resumed_from === null || payload.seq < sent);
    if (missed || sent === undefined) lastSeq = payload.seq;
    dispatch({ type: 'synced', seq: lastSeq ?? payload.seq, at: Date.now() });
    streamStates.emit(payload);
    if (missed || payload.snapshot === true) snapshots.emit(payload);
  }

  function onAccountEvent(event: AccountEvent): void {
    // At most once: a replay overlapping what was already handled is dropped.
    if (!isSeq(event?.seq) || (lastSeq !== undefined && event.seq <= lastSeq)) return;
    lastSeq = event.seq;
    dispatch({ type: 'event', seq: event.seq, at: Date.now() });
    events.emit(event);
  }

  return {
    /** Listens on a new socket of the client. */
    attach(socket: StreamSocket): void {
      // Any event at all proves the connection alive, quotes included.
      socket.onAny(() => arm(socket));
      socket.on('connect', () => arm(socket));
      socket.on('disconnect', () => {
        clearTimeout(watchdog);
        dispatch({ type: 'connecting' });
      });
      socket.on(ACCOUNT_STREAM_EVENTS.streamState, (payload) => onStreamState(socket, payload));
      socket.on(ACCOUNT_STREAM_EVENTS.accountEvent, onAccountEvent);
      socket.on(ACCOUNT_STREAM_EVENTS.heartbeat, () => {
        spoken = true;
        arm(socket);
        dispatch({ type: 'alive', at: Date.now() });
      });
      socket.on(ACCOUNT_STREAM_EVENTS.streamClosed, (closed) => {
        if (typeof closed?.reason !== 'string') return;
        clearTimeout(watchdog);
        dispatch({ type: 'closed', reason: closed.reason });
        options.onClosed(closed);
      });
      dispatch({ type: 'connecting' });
    },
    /** What the handshake carries besides the token: the last event handled, when there is one. */
    resumeAuth: (): { last_seq?: number } => (lastSeq === undefined ? {} : { last_seq: lastSeq }),
    /** The socket is gone: the session ended (`closed`), or there is no credential (`idle`), or `stop()`. */
    end(event: { type: 'closed'; reason: StreamCloseReason | null } | { type: 'idle' }): void {
      clearTimeout(watchdog);
      dispatch(event);
    },
    /** Forgets the last event handled: another account may sign in next. */
    forget(): void {
      lastSeq = undefined;
    },
    getState: () => state,
    subscribe: states.add,
    onAccountEvent: events.add,
    onStreamState: streamStates.add,
    onSnapshot: snapshots.add,
  };
}

/** The account stream of one realtime client. */
export type AccountStream = ReturnType<typeof createAccountStream>;
