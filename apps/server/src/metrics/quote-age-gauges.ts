import { Gauge, type Registry } from 'prom-client';
import type { MarketMemory } from '../market/market-memory';
import { openMarketsAt } from '../market/open-markets';

/**
 * The age of the newest quote (the feed as a whole stalled) and of the oldest quote of an open
 * market (one instrument stopped moving), read from this process's market memory at scrape time.
 * Every process's memory is fed every tick, so a stale figure on a process that does not hold the
 * lease means the ticks stopped reaching it. Ages follow the server's clock, as quotes do.
 */
export function registerQuoteAgeGauges(registry: Registry, source: { market: () => MarketMemory; now: () => Date }): void {
  const ages = () => {
    const at = source.now();
    const { listed } = source.market().market();
    const isOpen = openMarketsAt(at, (instrumentId) => listed.get(instrumentId)?.instrument);
    let newest = Number.NEGATIVE_INFINITY;
    let oldestOpen = Number.POSITIVE_INFINITY;
    for (const [instrumentId, { quote }] of listed) {
      const time = quote.time.getTime();
      newest = Math.max(newest, time);
      if (isOpen(instrumentId)) oldestOpen = Math.min(oldestOpen, time);
    }
    const age = (time: number) => (Number.isFinite(time) ? Math.max(0, (at.getTime() - time) / 1000) : 0);
    return { newest: age(newest), oldestOpen: age(oldestOpen) };
  };
  new Gauge({
    name: 'beurs_market_newest_quote_age_seconds',
    help: 'Age of the newest quote this process holds (0 when it holds none).',
    registers: [registry],
    collect() {
      this.set(ages().newest);
    },
  });
  new Gauge({
    name: 'beurs_market_oldest_open_quote_age_seconds',
    help: 'Age of the oldest quote of an instrument whose market is open now (0 when every market is closed).',
    registers: [registry],
    collect() {
      this.set(ages().oldestOpen);
    },
  });
}
