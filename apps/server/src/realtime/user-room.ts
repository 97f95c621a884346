/** The socket.io room of one user's sockets; each socket joins only its own user's room. */
export function userRoom(userId: string): `user:${string}` {
  return `user:${userId}`;
}

/** The socket.io room of one API key's sockets, so revoking the key disconnects them on every process. */
export function apiKeyRoom(apiKeyId: string): `api-key:${string}` {
  return `api-key:${apiKeyId}`;
}

/** The socket.io room of one sign-in session's sockets, so one device can be signed out alone. */
export function sessionRoom(sessionId: string): `session:${string}` {
  return `session:${sessionId}`;
}
