import type { FastifyInstance } from 'fastify';
import { assertSafeText } from './validation';

/**
 * Checks every request's query and parsed body for NUL characters and lone surrogates before
 * any handler runs, the hand-registered ones (logout, downloads) included: nothing a client
 * sends reaches a query, a log or a stored row unchecked. A 400 names the field.
 */
export function installSafeTextCheck(app: FastifyInstance): void {
  // A callback hook: no promise per request (see answer-headers.ts).
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      assertSafeText(request.query);
      // Parsed by now; a multipart upload has no body here (its handler reads the stream).
      assertSafeText(request.body);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
