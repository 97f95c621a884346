import { Registry, collectDefaultMetrics } from 'prom-client';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';
import { createMarketMetrics, type MarketMetrics } from './market-metrics';
import { createOrderMetrics, type OrderMetrics } from './order-metrics';

/** Every series of the broker starts with it, the process metrics included. */
export const METRIC_PREFIX = 'beurs_';

/**
 * The metrics of one server: its own registry, not prom-client's global one, so two servers in
 * one process (tests, the benchmarks) never count into each other. The instruments that events
 * move live here; the gauges read at scrape time are registered where their source is built.
 */
export interface ServerMetrics {
  registry: Registry;
  http: HttpMetrics;
  market: MarketMetrics;
  orders: OrderMetrics;
}

/** Creates the registry with the process metrics (event-loop lag, heap, CPU, handles) and the broker's instruments. */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return {
    registry,
    http: createHttpMetrics(registry),
    market: createMarketMetrics(registry),
    orders: createOrderMetrics(registry),
  };
}
