/** The socket.io room of one user's sockets; each socket joins only its own user's room. */
export function userRoom(userId: string): `user:${string}` {
  return `user:${userId}`;
}
