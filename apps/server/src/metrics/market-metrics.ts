import { Histogram, type Registry } from 'prom-client';

/** A tick is due every MARKET_TICK_MS (1 s by default): anything near that is already trouble. */
const TICK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface MarketMetrics {
  tickDuration: Histogram;
  tickLag: Histogram;
}

export function createMarketMetrics(registry: Registry): MarketMetrics {
  return {
    tickDuration: new Histogram({
      name: 'beurs_market_tick_duration_seconds',
      help: 'Time one market tick took: quotes and candles written, quotes published, the order engine pass.',
      buckets: TICK_BUCKETS,
      registers: [registry],
    }),
    tickLag: new Histogram({
      name: 'beurs_market_tick_lag_seconds',
      help: 'How late a tick of the market feed started against its schedule (the previous start plus MARKET_TICK_MS).',
      buckets: [0.001, ...TICK_BUCKETS, 10],
      registers: [registry],
    }),
  };
}
