import { candleStart, type CandleResolution } from '@beurs/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { LiveExchangeId } from '../config/market-source-settings';
import type { DbOrTx } from '../db/database';
import { candles, quotes } from '../db/schema/index';
import { HISTORY_TARGETS } from '../market/history-generator';
import { INSTRUMENT_CATALOGUE } from '../market/instrument-catalogue';
import { LeaseLostError, NO_FENCE, type LeaseFence } from '../market/lease-fence';
import { replaceCandles } from '../market/replace-candles';
import { createPacer, fetchExchangeHistory, HISTORY_APIS, type ExchangeHistory } from '../market/live/exchange-history';

/** The wait before a failed history is asked for again, doubling up to the maximum. */
export const LIVE_HISTORY_RETRY = { initialMs: 30_000, maxMs: 15 * 60_000 };
/** How often a run checks that this process still leads: it stops (and aborts its requests) once it does not. */
const LEAD_CHECK_MS = 250;

const DIGITS = new Map(INSTRUMENT_CATALOGUE.map((instrument) => [instrument.instrumentId, instrument.digits]));

export interface LiveHistoryOptions {
  retry?: { initialMs: number; maxMs: number };
  /** Another wait between requests than the exchange's (0 against a local twin). */
  paceMs?: number;
  timeoutMs?: number;
  /**
   * Runs the write of one instrument's history where no quote or candle write overlaps it (the
   * market feed's lanes), so a live quote written meanwhile cannot put back the previous close it
   * read before. By default the write runs as it comes.
   */
  exclusive?: <T>(job: () => Promise<T>) => Promise<T>;
}

/**
 * Gives each live instrument its exchange's own history as its chart, so the chart and the first
 * live quote join without a jump: the seeded, simulated candles are replaced by the exchange's
 * public OHLC candles (docs/market-data.md), labelled with the live source, and the previous
 * close becomes the exchange's last complete day. Done once per instrument and source, by the
 * lease holder, fenced, like `adoptReplayedHistory`.
 *
 * Never in the live quotes' way: the caller does not wait for it (the requests take seconds to
 * minutes at the exchanges' rate limits). An instrument whose history cannot be had keeps its
 * simulated history, still labelled simulated; the failure is logged and tried again after a
 * backoff, and at the next lease term. A run ends once every instrument has its history, or when
 * this process stops leading. Resolves with the instruments it gave their history; never rejects.
 */
export async function adoptLiveHistory(
  context: AppContext,
  fence: LeaseFence = NO_FENCE,
  options: LiveHistoryOptions = {},
): Promise<string[]> {
  const runs: Array<Promise<string[]>> = [];
  for (const [sourceId, { source, instrumentIds }] of context.priceSources.assignment.external()) {
    if (source.kind !== 'live') continue;
    runs.push(adoptFromExchange(context, fence, options, { sourceId, exchange: source.exchange, instrumentIds }));
  }
  return (await Promise.all(runs)).flat();
}

/** One exchange's instruments, one request at a time at its pace, again after a backoff until all are done. */
async function adoptFromExchange(
  context: AppContext,
  fence: LeaseFence,
  options: LiveHistoryOptions,
  feed: { sourceId: string; exchange: LiveExchangeId; instrumentIds: readonly string[] },
): Promise<string[]> {
  const { sourceId, exchange } = feed;
  const leading = () => context.priceSources.health().some((health) => health.source === sourceId && health.state !== 'stopped');
  const stop = new AbortController();
  const watch = setInterval(() => {
    if (!leading()) stop.abort(new Error('this process stopped leading the market feed'));
  }, LEAD_CHECK_MS);
  watch.unref();
  const retry = options.retry ?? LIVE_HISTORY_RETRY;
  const pace = createPacer(options.paceMs ?? HISTORY_APIS[exchange].paceMs);
  const adopted: string[] = [];
  let pending = [...feed.instrumentIds];
  try {
    for (let attempt = 0; pending.length > 0 && !stop.signal.aborted; attempt += 1) {
      if (attempt > 0) await sleep(Math.min(retry.maxMs, retry.initialMs * 2 ** (attempt - 1)), stop.signal);
      const failed: string[] = [];
      for (const instrumentId of pending) {
        if (stop.signal.aborted) break;
        try {
          if (await hasLiveHistory(context.db, instrumentId, sourceId)) continue;
          const history = await fetchExchangeHistory({
            exchange,
            instrumentId,
            digits: DIGITS.get(instrumentId) ?? 10,
            targets: HISTORY_TARGETS,
            nowMs: context.now().getTime(),
            restUrl: context.priceSources.settings.liveRestUrls?.[exchange],
            pace,
            signal: stop.signal,
            timeoutMs: options.timeoutMs,
          });
          if (stop.signal.aborted) break;
          const exclusive = options.exclusive ?? ((job) => job());
          if (await exclusive(() => writeHistory(context, fence, { instrumentId, sourceId, history }))) adopted.push(instrumentId);
        } catch (error) {
          if (error instanceof LeaseLostError) return adopted;
          if (stop.signal.aborted) break;
          failed.push(instrumentId);
          context.log.warn(
            { err: error, instrument: instrumentId, source: sourceId },
            `${instrumentId} keeps its simulated history for now: its ${sourceId} history could not be had`,
          );
        }
      }
      pending = failed;
    }
  } finally {
    clearInterval(watch);
  }
  if (adopted.length > 0) context.log.info({ instruments: adopted, source: sourceId }, 'live instruments now chart their exchange history');
  return adopted;
}

/**
 * Whether the instrument already charts its exchange's history: its oldest daily candle came from
 * the source. (Its newest candles carry the source as soon as the first live quote is written,
 * history or not.)
 */
async function hasLiveHistory(db: DbOrTx, instrumentId: string, sourceId: string): Promise<boolean> {
  const [oldest] = await db
    .select({ source: candles.source })
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.resolution, '1d' satisfies CandleResolution)))
    .orderBy(asc(candles.time))
    .limit(1);
  return oldest?.source === sourceId;
}

/** Replaces the instrument's candles with the exchange's in one fenced transaction; false when another run was first. */
async function writeHistory(
  context: AppContext,
  fence: LeaseFence,
  input: { instrumentId: string; sourceId: string; history: ExchangeHistory },
): Promise<boolean> {
  const { instrumentId, sourceId, history } = input;
  const rows = (Object.entries(history) as Array<[CandleResolution, ExchangeHistory[CandleResolution]]>).flatMap(([resolution, list]) =>
    list.map((candle) => ({ resolution, ...candle })),
  );
  const today = candleStart('1d', context.now().getTime());
  const previousDay = history['1d'].filter((candle) => candle.time < today).at(-1);
  return context.db.transaction(async (tx) => {
    await fence(tx);
    // One run at a time per instrument: a second run waits here, then finds the history in place.
    await tx.select({ id: quotes.instrumentId }).from(quotes).where(eq(quotes.instrumentId, instrumentId)).for('update');
    if (await hasLiveHistory(tx, instrumentId, sourceId)) return false;
    await replaceCandles(tx, { instrumentId, sourceId, history: rows, previousClose: previousDay?.close });
    return true;
  });
}

/** Waits `ms`, or less when `signal` aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
