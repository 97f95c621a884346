import { Gauge, type Registry } from 'prom-client';

/** 1 while this process holds the market-feed lease; summed over processes it must be exactly 1. */
export function registerLeaseGauge(registry: Registry, feed: { isLeader(): boolean } | null): void {
  new Gauge({
    name: 'beurs_market_feed_lease_held',
    help: 'Whether this process holds the market-feed lease and ticks the market (1) or not (0).',
    registers: [registry],
    collect() {
      this.set(feed?.isLeader() ? 1 : 0);
    },
  });
}
