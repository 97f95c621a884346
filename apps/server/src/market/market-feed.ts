import { performance } from 'node:perf_hooks';
import type { AppContext } from '../app-context';
import { LeaseLostError } from './lease-fence';
import type { MarketFeedLease } from './market-feed-lease';
import { tickMarket } from './tick-market';
import { SOURCE_HEALTH_WRITE_MS, writeSourceHealth } from './sources/source-health-store';
import { adoptReplayedHistory } from './sources/replay-history';

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

/** Runs one job at a time, in the order asked: a tick and a live write never overlap. */
function createSerialQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const next = last.then(job, job);
    last = next.catch(() => undefined);
    return next;
  };
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
  const serial = createSerialQueue();
  let lastHealthWrite = Number.NEGATIVE_INFINITY;
  /** The term in which replayed instruments last took their recorded history. */
  let adoptedIn: string | null = null;

  /** Every few seconds, the sources' health for the other processes' `/readyz` and the operator's `market sources`. */
  const writeHealth = async (): Promise<void> => {
    const nowMs = performance.now();
    if (nowMs - lastHealthWrite < SOURCE_HEALTH_WRITE_MS) return;
    lastHealthWrite = nowMs;
    await context.db.transaction(async (tx) => {
      await lease.fence(tx);
      await writeSourceHealth(tx, context.priceSources.health(), context.now());
    });
  };
  let liveWriteQueued = false;

  /**
   * Writes the live quotes that arrived, at once rather than at the next tick: a live price is
   * worth the most when it is new. Quotes arriving while a write runs wait for the next one, which
   * takes only the latest of each instrument.
   */
  const writeLive = async (): Promise<void> => {
    liveWriteQueued = false;
    if (stopped || term === null || context.priceSources.arrived.size === 0) return;
    const live = context.priceSources.arrived.take();
    try {
      await tickMarket(context, { at: context.now(), live, liveOnly: true }, lease.fence);
    } catch (error) {
      if (error instanceof LeaseLostError) context.log.warn({ err: error }, 'a live quote was not written: another process holds the market-feed lease now');
      else context.log.error({ err: error }, 'writing live quotes failed; the next ones try again');
    }
  };
  context.priceSources.onArrival(() => {
    if (liveWriteQueued || stopped) return;
    liveWriteQueued = true;
    void serial(writeLive);
  });

  const cycle = async (): Promise<void> => {
    woken = false;
    if (stopped) return;
    let delay = retryMs;
    try {
      const held = await lease.tryAcquire();
      const current = held ? lease.term() : null;
      if (current !== term) await serial(() => stopEngines(context));
      term = current;
      // The live feeds run on the lease holder only: one subscription per platform.
      await context.priceSources.lead(held && !stopped);
      if (held && current !== null && current !== adoptedIn && !stopped) {
        await serial(() => adoptReplayedHistory(context, lease.fence));
        adoptedIn = current;
      }
      if (held && !stopped) {
        const started = performance.now();
        if (lastTickStart !== null) context.metrics.market.tickLag.observe(Math.max(0, started - lastTickStart - tickMs) / 1000);
        lastTickStart = started;
        const live = context.priceSources.arrived.take();
        await serial(() => tickMarket(context, { at: context.now(), live }, lease.fence));
        await writeHealth();
        delay = Math.max(0, tickMs - (performance.now() - started));
      } else {
        lastTickStart = null;
        lastHealthWrite = Number.NEGATIVE_INFINITY;
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        context.log.warn({ err: error }, 'the market tick stopped: another process holds the market-feed lease now');
        term = null;
        await context.priceSources.lead(false);
        await serial(() => stopEngines(context));
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
      context.priceSources.onArrival(null);
      await running;
      await context.priceSources.lead(false);
      await serial(() => stopEngines(context));
      await lease.release();
    },
  };
}
