/**
 * Every state a realtime client can be in, in lifecycle order.
 *
 * - `idle`: running, but the token store holds no access token, so no socket is open.
 * - `connecting`: the first handshake of a session is under way.
 * - `connected`: the server accepted the handshake; events flow.
 * - `reconnecting`: the connection dropped or a handshake was refused; a retry (or the one
 *   token refresh after `jwt expired`) is pending.
 * - `closed`: `stop()` was called; nothing happens until `start()`.
 * - `expired`: the server answered `jwt expired` and the one refresh failed, or it closed the
 *   stream for good (`streamClosed`: a revoked or expired API key, an ended session); the session
 *   is over until the store receives new tokens (a new sign-in). A program's key client stays
 *   here until `stop()`.
 *
 * A new client defaults to `idle`.
 *
 * @example
 * ```ts
 * const label = REALTIME_STATES.includes(state) ? state : 'idle';
 * ```
 */
export const REALTIME_STATES = ['idle', 'connecting', 'connected', 'reconnecting', 'closed', 'expired'] as const;

/**
 * A state of the realtime client, one of {@link REALTIME_STATES}. Defaults to `idle` for a new client.
 *
 * @example
 * ```ts
 * const isLive = (state: RealtimeState) => state === 'connected';
 * ```
 */
export type RealtimeState = (typeof REALTIME_STATES)[number];

/**
 * What can happen to a realtime client (internal):
 * `start`/`stop` (caller), `connect` (a token is there: open a socket), `connected` (handshake
 * accepted), `retry` (dropped, refused or refreshing), `expire` (refresh failed), `logout`
 * (store cleared).
 *
 * @example
 * ```ts
 * const event: RealtimeEvent = 'connected';
 * ```
 */
export type RealtimeEvent = 'start' | 'connect' | 'connected' | 'retry' | 'expire' | 'logout' | 'stop';

const isLive = (state: RealtimeState): boolean => state === 'connecting' || state === 'connected' || state === 'reconnecting';

/**
 * The pure state machine of the realtime client: the state after `event` in `state`. An event
 * that does not apply to a state (a late `connected` after `stop`, say) leaves it unchanged.
 *
 * | event       | from                                | to             |
 * |-------------|-------------------------------------|----------------|
 * | `start`     | closed                              | idle           |
 * | `connect`   | idle, expired                       | connecting     |
 * | `connected` | connecting, reconnecting            | connected      |
 * | `retry`     | connecting, connected, reconnecting | reconnecting   |
 * | `expire`    | connecting, connected, reconnecting | expired        |
 * | `logout`    | connecting, connected, reconnecting | idle           |
 * | `stop`      | any                                 | closed         |
 *
 * @example
 * ```ts
 * nextRealtimeState('connecting', 'connected'); // 'connected'
 * nextRealtimeState('closed', 'connected'); // 'closed'
 * ```
 */
export function nextRealtimeState(state: RealtimeState, event: RealtimeEvent): RealtimeState {
  switch (event) {
    case 'start':
      return state === 'closed' ? 'idle' : state;
    case 'connect':
      return state === 'idle' || state === 'expired' ? 'connecting' : state;
    case 'connected':
      return state === 'connecting' || state === 'reconnecting' ? 'connected' : state;
    case 'retry':
      return isLive(state) ? 'reconnecting' : state;
    case 'expire':
      return isLive(state) ? 'expired' : state;
    case 'logout':
      return isLive(state) ? 'idle' : state;
    case 'stop':
      return 'closed';
    default:
      event satisfies never;
      return state;
  }
}
