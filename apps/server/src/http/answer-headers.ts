import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-paths';
import { REQUEST_ID_HEADER } from './request-id';
import { securityHeaderSets, type SecurityHeaderOptions } from './security-headers';
import { isStorybookRequest } from './storybook';

/**
 * `Cache-Control` of every API answer unless its route says otherwise: tokens (sign-in, refresh,
 * second factor), personal data (every authenticated call) and their refusals must never sit in a
 * browser, proxy or shared cache. Defaulting the whole API means a new call is covered without
 * anyone remembering to; a route that serves public fixed data sets its own in its handler (the
 * countries, the generated news pictures).
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * The headers every answer carries whatever its route, set when the request arrives, so 404s and
 * refusals carry them too: the request id (`X-Request-Id`, so any report can quote it), the
 * security headers of its kind of answer (http/security-headers.ts) and, under `/api/`,
 * {@link API_CACHE_CONTROL}. One callback hook for all of them, with the fixed headers merged
 * once: a hook per concern, and a promise per hook, showed in the profile of the hot reads
 * (docs/performance.md).
 */
export function installAnswerHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const sets = securityHeaderSets(options);
  const api = { ...sets.api, 'cache-control': API_CACHE_CONTROL };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? api : isStorybookRequest(request) ? sets.storybook : sets.page);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
