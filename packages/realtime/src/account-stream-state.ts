import type { StreamCloseReason } from '@beurs/domain';

/**
 * Every status of the resumable account stream (extension of contract §4), in lifecycle order.
 *
 * - `idle`: no socket: not started, or a session client without an access token.
 * - `connecting`: a socket is opening or reopening; the server has not yet said where the
 *   stream stands (`streamState`).
 * - `live`: the server sent `streamState` on this connection; missed events follow, then live ones.
 * - `stale`: nothing (no heartbeat, no other event) came for the heartbeat timeout: the client
 *   closed the socket and is connecting again. It stays `stale` until the stream is live again.
 * - `closed`: `stop()`, the session ended, or the server closed the stream for good
 *   (`streamClosed`: `closedReason` says why).
 *
 * @example
 * ```ts
 * const label = ACCOUNT_STREAM_STATUSES.indexOf(stream.status);
 * ```
 */
export const ACCOUNT_STREAM_STATUSES = ['idle', 'connecting', 'live', 'stale', 'closed'] as const;

/**
 * One of {@link ACCOUNT_STREAM_STATUSES}.
 *
 * @example
 * ```ts
 * const status: AccountStreamStatus = 'live';
 * ```
 */
export type AccountStreamStatus = (typeof ACCOUNT_STREAM_STATUSES)[number];

/**
 * Where the account stream stands, as `getAccountStream()` answers and `subscribeAccountStream`
 * tells. A new client starts `idle`, with `seq` the `lastSeq` it was given (or `null`).
 *
 * @example
 * ```ts
 * const stream: AccountStreamState = { status: 'live', seq: 42, lastEventAt: Date.now(), closedReason: null };
 * ```
 */
export interface AccountStreamState {
  status: AccountStreamStatus;
  /** The last account event handled (or where a fresh start or a snapshot began); `null` before any. */
  seq: number | null;
  /** When the last stream event (`streamState`, `accountEvent`, `heartbeat`) arrived, in ms since the epoch; `null` before any. */
  lastEventAt: number | null;
  /** Why the stream closed: the server's `streamClosed` reason, `session_ended` when the session expired; `null` otherwise. */
  closedReason: StreamCloseReason | null;
}

/**
 * What can happen to the account stream (internal): a socket opens or drops (`connecting`), the
 * server's `streamState` arrives (`synced`), an `accountEvent` is handled (`event`), a heartbeat
 * arrives (`alive`), the watchdog fires (`stale`), the stream ends (`closed`) or the credential
 * goes away (`idle`).
 *
 * @example
 * ```ts
 * const event: AccountStreamEvent = { type: 'alive', at: Date.now() };
 * ```
 */
export type AccountStreamEvent =
  | { type: 'connecting' }
  | { type: 'synced'; seq: number; at: number }
  | { type: 'event'; seq: number; at: number }
  | { type: 'alive'; at: number }
  | { type: 'stale' }
  | { type: 'closed'; reason: StreamCloseReason | null }
  | { type: 'idle' };

/**
 * The pure state machine of the account stream: the state after `event`. Answers `state`
 * itself (the same object) when nothing changes, so a caller tells listeners only of changes.
 *
 * | event        | from                  | to                                    |
 * |--------------|-----------------------|---------------------------------------|
 * | `connecting` | idle, live, closed    | connecting (stale stays stale)        |
 * | `synced`     | connecting, live, stale | live, with `seq`                    |
 * | `event`      | any but closed        | same status, `seq` and `lastEventAt`  |
 * | `alive`      | any but closed        | same status, `lastEventAt`            |
 * | `stale`      | connecting, live      | stale                                 |
 * | `closed`     | any                   | closed, with the reason               |
 * | `idle`       | any                   | idle                                  |
 *
 * @example
 * ```ts
 * nextAccountStreamState(state, { type: 'stale' }); // { ...state, status: 'stale' }
 * ```
 */
export function nextAccountStreamState(state: AccountStreamState, event: AccountStreamEvent): AccountStreamState {
  const change = (next: Partial<AccountStreamState>): AccountStreamState =>
    (Object.keys(next) as Array<keyof AccountStreamState>).some((key) => next[key] !== state[key]) ? { ...state, ...next } : state;
  switch (event.type) {
    case 'connecting':
      return state.status === 'stale' || state.status === 'connecting' ? state : change({ status: 'connecting', closedReason: null });
    case 'synced':
      return state.status === 'closed' || state.status === 'idle'
        ? state
        : change({ status: 'live', seq: event.seq, lastEventAt: event.at });
    case 'event':
      return state.status === 'closed' ? state : change({ seq: event.seq, lastEventAt: event.at });
    case 'alive':
      return state.status === 'closed' ? state : change({ lastEventAt: event.at });
    case 'stale':
      return state.status === 'connecting' || state.status === 'live' ? change({ status: 'stale' }) : state;
    case 'closed':
      return change({ status: 'closed', closedReason: event.reason });
    case 'idle':
      return change({ status: 'idle', closedReason: null });
    default:
      event satisfies never;
      return state;
  }
}
