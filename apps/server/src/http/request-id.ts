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
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
