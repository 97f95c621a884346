import { randomUUID } from 'node:crypto';

/** The response header that carries the id of the request it answers (sent by http/answer-headers.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A random UUID for every request. A client's own `X-Request-Id` is not taken over: the id
 * ties a 500 to the server's log, and a client could otherwise point it at someone else's lines.
 */
export function generateRequestId(): string {
  return randomUUID();
}
