/**
 * What the HTTP side asks of the realtime side. Services call it after a commit; the socket.io
 * layer implements it (through the Redis adapter when scaled out). Until a socket server is
 * attached it does nothing, which is also what tests without sockets want.
 */
export interface RealtimeHub {
  /** Loads the user's live orders and pushes them as `userOrders` to the user's sockets. */
  pushOrders(userId: string): void;
  /** Disconnects every socket of the user (logout, password change, freeze). */
  disconnectUser(userId: string): void;
}

export const silentRealtimeHub: RealtimeHub = {
  pushOrders: () => undefined,
  disconnectUser: () => undefined,
};
