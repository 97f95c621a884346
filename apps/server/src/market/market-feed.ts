import { performance } from 'node:perf_hooks';
import type { AppContext } from '../app-context';
import { LeaseLostError } from './lease-fence';
import type { MarketFeedLease } from './market-feed-lease';
import { tickMarket } from './tick-market';

/**
 * How often a process without the lease tries to take it over. A try is one indexed update that
 * matches nothing while the holder is alive, so it can be frequent: with the lease's 3 s time to
 * live, a frozen holder is replaced within about 4 s. A release is heard at once (NOTIFY).
 */
export const LEASE_RETRY_MS = 1_000;

/** Drops the engines' indexes: a new term (or none) starts them from the database again. */
async function stopEngines(context: AppContext): Promise<void> {
  await context.orderEngine.stop();
  await context.alertEngine.stop();
}

/** The running market feed of this process. */
export interface MarketFeed {
  /** Whether this process holds the lease and ticks the market. */
  isLeader(): boolean;
  /** Stops ticking, waits for a tick in progress and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * Ticks the market every `config.market.tickMs` while this process holds the market-feed lease,
 * and tries to take the lease over while another process holds it. Ticks never overlap: the
 * next one is scheduled when the previous one has finished. Each tick's writes are fenced by the
 * lease's term, and a new term (taken over, or lapsed and taken again) starts the order engine
 * from the database, since another holder may have written in between.
 */
export function startMarketFeed(context: AppContext, options: { lease: MarketFeedLease; retryMs?: number }): MarketFeed {
  const { lease } = options;
  const tickMs = context.config.market.tickMs;
  const retryMs = options.retryMs ?? LEASE_RETRY_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let woken = false;
  /** The term the engine's memory belongs to. */
  let term: string | null = null;
  /** When the last tick started (null when this process did not tick last): the next is due tickMs later. */
  let lastTickStart: number | null = null;

  const cycle = async (): Promise<void> => {
    woken = false;
    if (stopped) return;
    let delay = retryMs;
    try {
      const held = await lease.tryAcquire();
      const current = held ? lease.term() : null;
      if (current !== term) await stopEngines(context);
      term = current;
      if (held && !stopped) {
        const started = performance.now();
        if (lastTickStart !== null) context.metrics.market.tickLag.observe(Math.max(0, started - lastTickStart - tickMs) / 1000);
        lastTickStart = started;
        await tickMarket(context, context.now(), lease.fence);
        delay = Math.max(0, tickMs - (performance.now() - started));
      } else {
        lastTickStart = null;
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        context.log.warn({ err: error }, 'the market tick stopped: another process holds the market-feed lease now');
        term = null;
        await stopEngines(context);
      } else {
        context.log.error({ err: error }, 'a market tick failed; the next tick tries again');
        delay = tickMs;
      }
    }
    if (!stopped) schedule(woken ? 0 : delay);
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      running = cycle();
    }, delay);
  };

  // Another process gave the lease up: try now rather than at the next retry.
  lease.whenReleased(() => {
    if (stopped) return;
    if (timer === undefined) {
      woken = true;
      return;
    }
    clearTimeout(timer);
    schedule(0);
  });
  running = cycle();

  return {
    isLeader: () => lease.isHeld(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await stopEngines(context);
      await lease.release();
    },
  };
}
