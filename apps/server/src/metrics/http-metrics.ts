import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { RequestDurationHistogram } from './request-duration-histogram';

/** What a request that matched no route is labelled: its raw URL would let any client create series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a cached read (a few ms) to a slow upload or a contended transaction (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type HttpMetrics = RequestDurationHistogram;

export function createHttpMetrics(registry: Registry): HttpMetrics {
  return new RequestDurationHistogram(
    'beurs_http_request_duration_seconds',
    'Time from receiving an HTTP request to sending its answer, per route template, method and status class.',
    HTTP_BUCKETS,
    registry,
  );
}

/**
 * Times every answer of `app`, labelled with the route's template (`/api/v1/orders/:id`), never
 * the raw URL, so the number of series stays bounded whatever clients send. Register before the
 * routes; socket.io's polling requests never reach Fastify and are not counted.
 */
export function installHttpMetrics(app: FastifyInstance, histogram: HttpMetrics): void {
  // A callback hook: no promise per request (see http/answer-headers.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${route} ${statusClass}`;
    // Found by a string key: the label object is built once per series, not per answer.
    const series = histogram.seriesAt(key) ?? histogram.addSeries(key, { method: request.method, route, status_class: statusClass });
    histogram.observe(series, reply.elapsedTime / 1000);
    done();
  });
}
