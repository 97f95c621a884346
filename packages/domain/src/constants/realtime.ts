/** Port the API and the socket listen on (contract §7). */
export const API_PORT = 7799;

/** Prefix of every API call (contract §7). */
export const API_BASE_PATH = '/api/v1/';

/** socket.io client connection settings (contract §9). */
export const REALTIME_OPTIONS = {
  timeoutMs: 20_000,
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
} as const;

/** Socket event names (contract §7). */
export const SOCKET_EVENTS = {
  /** Client to server: carries the refresh token; answered by `authTokenRefreshed`. */
  refreshToken: 'refreshToken',
  /** Server to client: the user's live orders, replacing the previous list. */
  userOrders: 'userOrders',
  /** Server to client: rotated tokens, to be stored. */
  authTokenRefreshed: 'authTokenRefreshed',
} as const;

/**
 * Socket events of the live quote stream: a marked extension of contract §4 (the spec has no
 * streamed quotes). Kept apart from {@link SOCKET_EVENTS}, which names the spec's events only.
 */
export const QUOTE_SOCKET_EVENTS = {
  /** Client to server: adds instruments (an array of instrument ids) to the socket's quote stream. */
  subscribeQuotes: 'subscribeQuotes',
  /** Client to server: removes instruments (an array of instrument ids) from the socket's quote stream. */
  unsubscribeQuotes: 'unsubscribeQuotes',
  /** Server to client: current quotes of subscribed instruments (a snapshot on subscribe, then the ones that moved). */
  quotes: 'quotes',
  /** Server to client: a subscription request was refused in whole or in part, with a message saying why. */
  quotesError: 'quotesError',
} as const;

/** The most instruments one socket may stream quotes of at once (extension of contract §4). */
export const MAX_QUOTE_SUBSCRIPTIONS = 500;

/** The connect-error message that means the access token has expired (contract §4, §8). */
export const JWT_EXPIRED_MESSAGE = 'jwt expired';
