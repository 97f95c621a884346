import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { Refusal } from '../refusals/refusal';

/** Outside `/api/v1`, like `/healthz`: for the monitoring system, not part of the trading contract. */
export const METRICS_PATH = '/metrics';

/** Compared as digests: the same length whatever was sent, so the time taken tells nothing about the token. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` in the Prometheus text format. With `token` (METRICS_TOKEN) it asks for
 * `Authorization: Bearer <token>`; without, it is open, and operators keep it on the internal
 * network (docs/metrics.md). It belongs to no rate-limit family and needs no session, so a
 * scrape every few seconds is never refused; its request logs are kept to warnings, as the
 * probes' are.
 */
export function registerMetricsRoute(app: FastifyInstance, options: { registry: Registry; token: string | null }): void {
  const { registry, token } = options;
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token !== null && !tokenMatches(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw Refusal.unauthorized('The metrics need the token set in METRICS_TOKEN: send it as "Authorization: Bearer <token>".');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
