/**
 * What the HTTP side asks of the realtime side. Services call it after a commit; the socket.io
 * layer implements it (through the Redis adapter when scaled out). Until a socket server is
 * attached it does nothing, which is also what tests without sockets want.
 */
export interface RealtimeHub {
  /** Loads the user's live orders and pushes them as `userOrders` to the user's sockets, at once. */
  pushOrders(userId: string): void;
  /**
   * Pushes `userOrders` after a revaluation (prices moved, nothing changed): at most once a
   * second per user, so a tick every 100 ms does not flood the sockets.
   */
  pushRevaluedOrders(userId: string): void;
  /** Disconnects every socket of the user (logout, password change, freeze). */
  disconnectUser(userId: string): void;
}

export const silentRealtimeHub: RealtimeHub = {
  pushOrders: () => undefined,
  pushRevaluedOrders: () => undefined,
  disconnectUser: () => undefined,
};
