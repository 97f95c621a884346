import type { AlertTriggered, LiveQuote, StreamClosed } from '@beurs/domain';

/**
 * What the HTTP side asks of the realtime side. Services call it after a commit; the socket.io
 * layer implements it (through the Redis adapter when scaled out). Until a socket server is
 * attached it does nothing, which is also what tests without sockets want.
 */
export interface RealtimeHub {
  /**
   * The user's orders changed (opened, closed, filled, cancelled): every process holding a
   * socket of the user reads the live orders again and pushes them as `userOrders`, at once.
   * Revaluations need no call: each process pushes them from memory when a tick moves a price.
   */
  pushOrders(userId: string): void;
  /**
   * Hands the quotes of one tick (written to the database already) to every server process's
   * quote book, which streams the ones that moved as `quotes` to the sockets that subscribed.
   * Only the market-feed lease holder calls it.
   */
  publishQuotes(quotes: readonly LiveQuote[]): void;
  /**
   * One of the user's price alerts fired (committed already): every socket of the user, on every
   * process, gets `alertTriggered` once. Only the market-feed lease holder calls it.
   */
  pushAlertTriggered(userId: string, event: AlertTriggered): void;
  /** Disconnects every socket of the user (password change, freeze). */
  disconnectUser(userId: string): void;
  /** Disconnects the sockets of one sign-in session (logout, a device signed out from another). */
  disconnectSession(sessionId: string): void;
  /**
   * Ends this process's sockets of a session that ended by any path, an operator's update of the
   * database included: every process hears the end itself (session-directory.ts), so each ends only its own.
   */
  endSessionHere(sessionId: string): void;
  /**
   * Tells every socket of one API key, on every process, why its stream ends (`streamClosed`),
   * then disconnects them (the key was revoked or has expired).
   */
  disconnectApiKey(apiKeyId: string, closed: StreamClosed): void;
}

export const silentRealtimeHub: RealtimeHub = {
  pushOrders: () => undefined,
  publishQuotes: () => undefined,
  pushAlertTriggered: () => undefined,
  disconnectUser: () => undefined,
  disconnectSession: () => undefined,
  endSessionHere: () => undefined,
  disconnectApiKey: () => undefined,
};
