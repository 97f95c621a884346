import { performance } from 'node:perf_hooks';
import type { AppContext } from '../app-context';
import type { MarketFeedLease } from './market-feed-lease';
import { tickMarket } from './tick-market';

/** How often a process without the lease tries to take it over. */
export const LEASE_RETRY_MS = 5_000;

/** The running market feed of this process. */
export interface MarketFeed {
  /** Whether this process holds the lease and ticks the market. */
  isLeader(): boolean;
  /** Stops ticking, waits for a tick in progress and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * Ticks the market every `config.market.tickMs` while this process holds the market-feed lease,
 * and tries to take the lease over every few seconds while another process holds it. Ticks
 * never overlap: the next one is scheduled when the previous one has finished.
 */
export function startMarketFeed(context: AppContext, options: { lease: MarketFeedLease; retryMs?: number }): MarketFeed {
  const { lease } = options;
  const tickMs = context.config.market.tickMs;
  const retryMs = options.retryMs ?? LEASE_RETRY_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let leading = false;
  /** When the last tick started (null when this process did not tick last): the next is due tickMs later. */
  let lastTickStart: number | null = null;

  const cycle = async (): Promise<void> => {
    if (stopped) return;
    let delay = retryMs;
    try {
      const held = await lease.tryAcquire();
      // Losing the lease, the index would go stale; taking it, the engine builds a fresh one.
      if (leading !== held) await context.orderEngine.stop();
      leading = held;
      if (held) {
        const started = performance.now();
        if (lastTickStart !== null) context.metrics.market.tickLag.observe(Math.max(0, started - lastTickStart - tickMs) / 1000);
        lastTickStart = started;
        if (!stopped) await tickMarket(context, context.now());
        delay = Math.max(0, tickMs - (performance.now() - started));
      } else {
        lastTickStart = null;
      }
    } catch (error) {
      context.log.error({ err: error }, 'a market tick failed; the next tick tries again');
      delay = tickMs;
    }
    if (!stopped) {
      timer = setTimeout(() => {
        running = cycle();
      }, delay);
    }
  };
  running = cycle();

  return {
    isLeader: () => lease.isHeld(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await context.orderEngine.stop();
      await lease.release();
    },
  };
}
