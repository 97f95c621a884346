import { performance } from 'node:perf_hooks';
import type { AppContext } from '../app-context';
import { LeaseLostError } from '../market/lease-fence';
import type { MarketFeedLease } from '../market/market-feed-lease';
import { quoteTick, settleTick } from './tick-market';
import { createFollowUpLane, createSerialQueue } from './follow-up-lane';
import { SOURCE_HEALTH_WRITE_MS, writeSourceHealth } from '../market/sources/source-health-store';
import { adoptReplayedHistory } from './replay-history';
import { adoptLiveHistory } from './live-history';

/**
 * How often a process without the lease tries to take it over. A try is one indexed update that
 * matches nothing while the holder is alive, so it can be frequent: with the lease's 3 s time to
 * live, a frozen holder is replaced within about 4 s. A release is heard at once (NOTIFY).
 */
export const LEASE_RETRY_MS = 1_000;

/**
 * How long the first live quote of a write waits for the others of its moment. A broadcast to a
 * thousand sockets costs about 11 ms of this thread (one system call a socket), so two broadcasts
 * where one would do delay everything behind them: with 12 pairs at 20 books a second, waiting
 * 2 ms took the p99 from a quote's arrival to the sockets from 42–56 ms to 30–42 ms and the
 * median from 25 ms to 12–16 ms (bench/live-feed-fanout.ts, docs/performance.md).
 */
export const LIVE_GATHER_MS = 2;

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
 *
 * Two lanes: the quote lane writes and publishes quotes (a tick's first half, and each batch of
 * live quotes as it arrives), one write at a time; the follow-up lane runs what the quotes set off
 * (candles, the order engine, alerts), one pass at a time, passes asked for meanwhile joined
 * into one. A live quote then waits only for the quote write before it, not for the orders and
 * candles of the one before: that is most of its way to the screens.
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
  const quoteLane = createSerialQueue();
  const followUpLane = createSerialQueue();
  const settleLater = createFollowUpLane(followUpLane, async (followUp) => {
    await settleTick(context, followUp, lease.fence);
  });
  /** Runs a job that neither lane may overlap (it rewrites quotes and candles). */
  const exclusive = <T>(job: () => Promise<T>): Promise<T> => quoteLane(() => followUpLane(job));
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
    // The rest of the moment: an exchange sends one moment's books as several messages, which
    // reach this process over a millisecond or two; one write and one broadcast then carry them all.
    await new Promise((resolve) => setTimeout(resolve, LIVE_GATHER_MS));
    liveWriteQueued = false;
    if (stopped || term === null || context.priceSources.arrived.size === 0) return;
    const live = context.priceSources.arrived.take();
    const at = context.now();
    try {
      const { quotes, points } = await quoteTick(context, { at, live, liveOnly: true }, lease.fence);
      settleLater({ at, quotes, points }).catch((error: unknown) => {
        if (error instanceof LeaseLostError)
          context.log.warn(
            { err: error },
            'orders and candles were not settled on live quotes: another process holds the market-feed lease now',
          );
        else context.log.error({ err: error }, 'settling orders and candles on live quotes failed; the next pass tries again');
      });
    } catch (error) {
      if (error instanceof LeaseLostError)
        context.log.warn({ err: error }, 'a live quote was not written: another process holds the market-feed lease now');
      else context.log.error({ err: error }, 'writing live quotes failed; the next ones try again');
    }
  };
  context.priceSources.onArrival(() => {
    if (liveWriteQueued || stopped) return;
    liveWriteQueued = true;
    void quoteLane(writeLive);
  });

  const cycle = async (): Promise<void> => {
    woken = false;
    if (stopped) return;
    let delay = retryMs;
    try {
      const held = await lease.tryAcquire();
      const current = held ? lease.term() : null;
      if (current !== term) await followUpLane(() => stopEngines(context));
      term = current;
      // The live feeds run on the lease holder only: one subscription per platform.
      await context.priceSources.lead(held && !stopped);
      if (held && current !== null && current !== adoptedIn && !stopped) {
        await exclusive(() => adoptReplayedHistory(context, lease.fence));
        // Not awaited: live quotes flow while the exchange's history loads; each instrument's write waits for both lanes.
        void adoptLiveHistory(context, lease.fence, { exclusive });
        adoptedIn = current;
      }
      if (held && !stopped) {
        const started = performance.now();
        if (lastTickStart !== null) context.metrics.market.tickLag.observe(Math.max(0, started - lastTickStart - tickMs) / 1000);
        lastTickStart = started;
        const timed = context.metrics.market.tickDuration.startTimer();
        try {
          // The instant and the live quotes are taken when the tick's turn comes, after any live write before it.
          const { at, quotes, points } = await quoteLane(async () => {
            const now = context.now();
            return { at: now, ...(await quoteTick(context, { at: now, live: context.priceSources.arrived.take() }, lease.fence)) };
          });
          await settleLater({ at, quotes, points });
        } finally {
          timed();
        }
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
        await followUpLane(() => stopEngines(context));
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
      await followUpLane(() => stopEngines(context));
      await lease.release();
    },
  };
}
