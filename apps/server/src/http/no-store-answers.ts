import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-paths';

/**
 * `Cache-Control: no-store` on every API answer unless its route says otherwise: tokens (sign-in,
 * refresh, second factor), personal data (every authenticated call) and their refusals must never
 * sit in a browser, proxy or shared cache. Defaulting the whole API means a new call is covered
 * without anyone remembering to; a route that serves public fixed data may set its own
 * `cache-control` in its handler (the generated news pictures do).
 */
export function registerNoStoreAnswers(app: FastifyInstance): void {
  // A callback hook: no promise per request (see request-id.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done();
  });
}
