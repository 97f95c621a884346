/** Port the API and the socket listen on (spec 7). */
export const API_PORT = 7799;

/** Prefix of every API call (spec 7). */
export const API_BASE_PATH = '/api/v1/';

/** socket.io client connection settings (spec 9). */
export const REALTIME_OPTIONS = {
  timeoutMs: 20_000,
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
} as const;

/** Socket event names (spec 7). */
export const SOCKET_EVENTS = {
  /** Client to server: carries the refresh token; answered by `authTokenRefreshed`. */
  refreshToken: 'refreshToken',
  /** Server to client: the user's live orders, replacing the previous list. */
  userOrders: 'userOrders',
  /** Server to client: rotated tokens, to be stored. */
  authTokenRefreshed: 'authTokenRefreshed',
} as const;

/** The connect-error message that means the access token has expired (spec 4, 8). */
export const JWT_EXPIRED_MESSAGE = 'jwt expired';
