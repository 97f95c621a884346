import { CANDLE_MS, CANDLE_RESOLUTIONS, candleStart, Decimal, type CandleResolution } from '@beurs/domain';
import { GROUPED_FROM } from '../candle-buckets';
import { groupCandles } from '../candle-grouping';
import { BITSTAMP_HISTORY } from './bitstamp-history';
import { COINBASE_HISTORY } from './coinbase-history';
import type { ExchangeCandle, ExchangeHistoryApi } from './history-api';
import { KRAKEN_HISTORY } from './kraken-history';
import type { LiveExchange } from './live-exchanges';

/** Each exchange's public OHLC endpoint. */
export const HISTORY_APIS: Readonly<Record<LiveExchange, ExchangeHistoryApi>> = {
  kraken: KRAKEN_HISTORY,
  coinbase: COINBASE_HISTORY,
  bitstamp: BITSTAMP_HISTORY,
};

/** How long one request may take, answer included, before it counts as failed. */
export const HISTORY_REQUEST_TIMEOUT_MS = 15_000;

/** An instrument's candles at every chart resolution, oldest first, prices rounded to its digits. */
export type ExchangeHistory = Record<CandleResolution, ExchangeCandle[]>;

/** Waits so that two requests to one exchange are at least `ms` apart, however many callers share it. */
export function createPacer(ms: number): () => Promise<void> {
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + ms;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

export interface ExchangeHistoryRequest {
  exchange: LiveExchange;
  instrumentId: string;
  /** The instrument's price digits: the exchange's prices are rounded to them. */
  digits: number;
  /** How many candles the chart wants per resolution; an exchange that has fewer gives what it has. */
  targets: Readonly<Record<CandleResolution, number>>;
  /** Candles that start after this instant are left out (a clock ahead of ours). */
  nowMs: number;
  /** Another REST base than the exchange's own (a mirror, a local twin in tests). */
  restUrl?: string | undefined;
  /** Shared by every request to the exchange: see {@link createPacer}. */
  pace?: () => Promise<void>;
  /** Aborts the requests (the process stopped leading). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * An instrument's history from its exchange's public OHLC endpoint: each resolution the exchange
 * serves is asked for (paging back where it can) until the chart's target is reached or the
 * exchange has no more, and 4h and 1w are built from 1h and 1d where the exchange has no candles
 * on our buckets (Coinbase has no 4h; weeks counted from the epoch start on Thursdays, ours on
 * Mondays). Nothing is invented: an exchange that keeps 720 candles gives 720. Throws when a
 * request fails or an answer cannot be read, so the caller keeps what it had.
 */
export async function fetchExchangeHistory(request: ExchangeHistoryRequest): Promise<ExchangeHistory> {
  const api = HISTORY_APIS[request.exchange];
  const symbol = api.symbolOf(request.instrumentId);
  if (symbol === null) throw new Error(`${request.exchange} does not list ${request.instrumentId}`);
  const base = (request.restUrl ?? api.restUrl).replace(/\/+$/, '');
  const native = new Map<CandleResolution, ExchangeCandle[]>();
  for (const resolution of CANDLE_RESOLUTIONS) {
    const intervalSec = api.intervals[resolution];
    if (intervalSec === undefined) continue;
    const fetched = await fetchResolution(api, {
      ...request,
      base,
      symbol,
      intervalSec,
      wanted: wantedOf(api, resolution, request.targets),
    });
    const candles = fetched.filter((candle) => candle.time <= request.nowMs);
    // Candles on other buckets than ours (a week from Thursday) are not relabelled: that resolution is built instead.
    if (candles.every((candle) => candleStart(resolution, candle.time) === candle.time))
      native.set(
        resolution,
        candles.map((candle) => rounded(candle, request.digits)),
      );
  }
  const history = {} as ExchangeHistory;
  for (const resolution of CANDLE_RESOLUTIONS) {
    const finer = (GROUPED_FROM as Partial<Record<CandleResolution, CandleResolution>>)[resolution];
    const candles = native.get(resolution) ?? (finer ? builtFrom(native.get(finer) ?? [], resolution) : []);
    if (candles.length === 0) throw new Error(`${request.exchange} gave no ${resolution} candles of ${symbol}`);
    history[resolution] = candles;
  }
  // The chart groups 4h from 1h and 1w from 1d on read, and the coarse candles stored further back
  // only before the first finer one: the finer history starts on a coarse bucket, never inside one.
  for (const [coarse, finer] of Object.entries(GROUPED_FROM) as Array<[CandleResolution, CandleResolution]>) {
    const first = history[finer][0]?.time ?? 0;
    const start = candleStart(coarse, first) === first ? first : candleStart(coarse, first) + CANDLE_MS[coarse];
    history[finer] = history[finer].filter((candle) => candle.time >= start);
  }
  return history;
}

/** How many candles of `resolution` to ask for: its own target, or more when a coarser one is built from it. */
function wantedOf(api: ExchangeHistoryApi, resolution: CandleResolution, targets: Readonly<Record<CandleResolution, number>>): number {
  let wanted = targets[resolution];
  for (const [coarse, finer] of Object.entries(GROUPED_FROM) as Array<[CandleResolution, CandleResolution]>) {
    if (finer !== resolution || api.intervals[coarse] !== undefined) continue;
    const perBucket = CANDLE_MS[coarse] / CANDLE_MS[finer];
    wanted = Math.max(wanted, (targets[coarse] + 1) * perBucket);
  }
  return wanted;
}

/** The latest candles of one interval, at least `wanted` where the exchange keeps that many, oldest first. */
async function fetchResolution(
  api: ExchangeHistoryApi,
  request: ExchangeHistoryRequest & { base: string; symbol: string; intervalSec: number; wanted: number },
): Promise<ExchangeCandle[]> {
  let candles: ExchangeCandle[] = [];
  let beforeSec: number | null = null;
  // A page past the wanted count's share is never needed: a bound against an exchange that pages forever.
  for (let page = 0; page <= Math.ceil(request.wanted / api.pageSize) + 1 && candles.length < request.wanted; page += 1) {
    await request.pace?.();
    const older = api.parse(await getText(api.pageUrl(request.base, request.symbol, request.intervalSec, beforeSec), request));
    const first = candles[0]?.time ?? Number.POSITIVE_INFINITY;
    const added = older.filter((candle) => candle.time < first);
    candles = [...added, ...candles];
    const oldest = candles[0];
    if (!api.pages || added.length === 0 || oldest === undefined) break;
    beforeSec = oldest.time / 1000;
  }
  return candles;
}

/** One GET, its answer as text; any status but 2xx, a timeout or an abort throws. */
async function getText(url: string, request: ExchangeHistoryRequest): Promise<string> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? HISTORY_REQUEST_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${request.exchange} answered ${response.status} to ${url}: ${body.slice(0, 120)}`);
  return body;
}

/** The candle with its prices rounded to the instrument's digits (half to even, as every price here). */
function rounded(candle: ExchangeCandle, digits: number): ExchangeCandle {
  const round = (price: string) => Decimal.from(price).toFixed(digits);
  return {
    ...candle,
    open: round(candle.open),
    high: round(candle.high),
    low: round(candle.low),
    close: round(candle.close),
    volume: Decimal.from(candle.volume).toString(),
  };
}

/** Candles of a coarser resolution grouped from finer ones, less a first bucket the finer ones may not cover whole. */
function builtFrom(finer: readonly ExchangeCandle[], resolution: CandleResolution): ExchangeCandle[] {
  const grouped = groupCandles(finer, resolution);
  const first = finer[0];
  return first !== undefined && candleStart(resolution, first.time) !== first.time ? grouped.slice(1) : grouped;
}
