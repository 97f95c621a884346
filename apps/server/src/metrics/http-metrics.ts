import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** What a request that matched no route is labelled: its raw URL would let any client create series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a cached read (a few ms) to a slow upload or a contended transaction (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type HttpMetrics = Histogram<'method' | 'route' | 'status_class'>;

export function createHttpMetrics(registry: Registry): HttpMetrics {
  return new Histogram({
    name: 'beurs_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending its answer, per route template, method and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
}

/**
 * Times every answer of `app`, labelled with the route's template (`/api/v1/orders/:id`), never
 * the raw URL, so the number of series stays bounded whatever clients send. Register before the
 * routes; socket.io's polling requests never reach Fastify and are not counted.
 */
export function installHttpMetrics(app: FastifyInstance, histogram: HttpMetrics): void {
  // One series per method, route and status class, found by a string key: prom-client would
  // otherwise hash the label object on every answer. Bounded like the series themselves.
  const series = new Map<string, { observe(seconds: number): void }>();
  // A callback hook: no promise per request (see http/request-id.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${route} ${statusClass}`;
    let timer = series.get(key);
    if (!timer) {
      timer = histogram.labels({ method: request.method, route, status_class: statusClass });
      series.set(key, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
}
