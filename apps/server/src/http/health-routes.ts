import type { FastifyInstance } from 'fastify';
import { READINESS_STATUS, type ReadinessChecks } from './readiness-checks';

/**
 * Outside `/api/v1` on purpose: they are for the load balancer and the orchestrator, not part of
 * the trading contract, and no client of the API should depend on them.
 */
export const HEALTH_PATHS = { liveness: '/healthz', readiness: '/readyz' } as const;

/**
 * `GET /healthz` (liveness: the process serves requests, nothing else is touched) and
 * `GET /readyz` (readiness: 200 when every check passes, 503 naming the failing ones).
 *
 * Neither belongs to a rate-limit family (http/rate-limits.ts limits only the calls it lists), so
 * a probe every second is never refused. As exact paths they take precedence over the web apps'
 * single-page fallback (`/*`). Their request logs are kept to warnings: a probe every few seconds
 * would bury everything else at info.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: ReadinessChecks): void {
  app.get(HEALTH_PATHS.liveness, { logLevel: 'warn' }, async (_request, reply) => {
    // A cached "ok" would hide a dead process from whatever sits between it and the prober.
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(HEALTH_PATHS.readiness, { logLevel: 'warn' }, async (_request, reply) => {
    const report = await readiness.run();
    reply.header('cache-control', 'no-store');
    reply.code(report.status === READINESS_STATUS.ready ? 200 : 503);
    return report;
  });
}
