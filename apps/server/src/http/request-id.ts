import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The response header that carries the id of the request it answers. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A random UUID for every request. A client's own `X-Request-Id` is not taken over: the id
 * ties a 500 to the server's log, and a client could otherwise point it at someone else's lines.
 */
export function generateRequestId(): string {
  return randomUUID();
}

/** Sends the request id on every answer (`X-Request-Id`), so any report can quote it. */
export function installRequestIdHeader(app: FastifyInstance): void {
  // A callback hook, not an async one: every answer runs it, and a promise per hook per request
  // showed in the profile of the hot reads (docs/performance.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
