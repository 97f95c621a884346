import { Param, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { Decimal, type LiveQuote } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { quotes } from '../db/schema/index';
import { foldIntoCandles, type PricePoint } from '../market/candle-writer';
import { loadListedInstruments, type ListedInstrument } from '../market/market-data';
import { loadSimulationContext, simulateQuote, type SimulationContext } from '../market/simulated-quotes';
import { createMarketHours } from '../market/trading-hours';
import { NO_FENCE, type LeaseFence } from '../market/lease-fence';
import { maxQuoteAgeMs } from '../market/quote-age';
import type { ArrivedLiveQuote } from '../market/sources/live-quote-buffer';
import { liveQuoteUpdate, marketQuoteUpdate } from '../market/sources/source-quote';
import { SIMULATED } from '../market/sources/source-id';
import type { ReplayHandle } from '../market/sources/price-sources';
import type { QuoteUpdate } from '../market/quote-update';

/** One instrument's new quote, as text, as `quotes` holds it. */
interface QuoteRowUpdate {
  instrumentId: string;
  bid: string;
  ask: string;
  mid: string;
  previousClose: string;
  source: string;
  /** ISO time the simulator took over from a stopped live feed, or null. */
  fallbackSince: string | null;
}

/**
 * Writes a tick's quotes at `at` in one statement, never stepping back in time if two feeds ever
 * overlap. The rows go in as arrays (`unnest`): a VALUES list of every instrument's parameters
 * costs more to build and parse than the update itself.
 */
async function writeQuotes(tx: DbOrTx, updates: readonly QuoteRowUpdate[], at: Date): Promise<void> {
  const column = <K extends keyof QuoteRowUpdate>(key: K) => new Param(updates.map((update) => update[key]));
  await tx.execute(sql`
    insert into ${quotes} (instrument_id, bid, ask, mid, previous_close, time, source, fallback_since)
    select quote.instrument_id, quote.bid, quote.ask, quote.mid, quote.previous_close, ${at.toISOString()}::timestamptz,
           quote.source, quote.fallback_since
    from unnest(${column('instrumentId')}::text[], ${column('bid')}::numeric[], ${column('ask')}::numeric[],
                ${column('mid')}::numeric[], ${column('previousClose')}::numeric[], ${column('source')}::text[],
                ${column('fallbackSince')}::timestamptz[])
      as quote(instrument_id, bid, ask, mid, previous_close, source, fallback_since)
    on conflict (instrument_id) do update set
      bid = excluded.bid, ask = excluded.ask, mid = excluded.mid, previous_close = excluded.previous_close, time = excluded.time,
      source = excluded.source, fallback_since = excluded.fallback_since
    where ${quotes}.time < excluded.time`);
}

/** One tick's moves: the new quotes (written), as the socket carries them, and the price points the candles still take. */
export interface AdvancedMarket {
  quotes: LiveQuote[];
  points: PricePoint[];
}

/** A new price for an instrument, where it came from, and whether it is a traded price for the candles. */
interface SourcedUpdate {
  update: QuoteUpdate;
  source: string;
  fallbackSince: string | null;
  /** False when only the quote's time moved (a live book that did not change): nothing new for the candles. */
  traded: boolean;
}

/** What a tick takes in: the instant, and the live quotes that arrived since the last write. */
export interface AdvanceInput {
  at: Date;
  /** Live quotes to write; when `liveOnly`, the tick writes these and nothing else. */
  live?: ReadonlyMap<string, ArrivedLiveQuote>;
  liveOnly?: boolean;
}

/** What one tick's sources have ready: the simulator's context (calendar included), the live quotes that arrived, the replays loaded. */
interface TickSources {
  simulation: SimulationContext;
  live: ReadonlyMap<string, ArrivedLiveQuote> | undefined;
  replays: ReadonlyMap<string, ReplayHandle | null>;
}

/**
 * The instrument's new price at `atMs` from its configured source (docs/market-data.md):
 * - `simulated`: one step of the seeded model;
 * - `replay:<dataset>`: the recorded price that plays at this instant;
 * - `live:<exchange>`: the feed's latest best bid and ask if one arrived; else, while the feed is
 *   connected and hearing from the exchange, the same price re-stamped (the book has not moved);
 *   else nothing, so the quote ages and goes stale, unless the operator chose the simulator as
 *   fallback: then, once the quote is stale, the model continues from the last real price.
 * Closed markets get nothing.
 */
function sourcedUpdate(
  context: AppContext,
  listed: ListedInstrument,
  atMs: number,
  { simulation, live, replays }: TickSources,
): SourcedUpdate | null {
  const { instrument, quote } = listed;
  const sources = context.priceSources;
  const source = sources.assignment.sourceOf(instrument.instrumentId);
  const simulated = (fallbackSince: string | null): SourcedUpdate | null => {
    const update = simulateQuote(simulation, listed, atMs);
    return update ? { update, source: SIMULATED, fallbackSince, traded: true } : null;
  };
  if (source.kind === 'simulated') return simulated(null);
  if (atMs <= quote.time.getTime() || !createMarketHours(instrument.tradingHours).isOpen(atMs)) return null;
  if (source.kind === 'replay') {
    const recorded = replays.get(source.dataset)?.quoteAt(instrument.instrumentId, atMs);
    const update = recorded ? marketQuoteUpdate(listed, recorded) : null;
    return update ? { update, source: source.id, fallbackSince: null, traded: true } : null;
  }
  const arrived = live?.get(instrument.instrumentId);
  if (arrived) {
    const update = liveQuoteUpdate(listed, arrived);
    if (update) return { update, source: source.id, fallbackSince: null, traded: true };
  }
  const healthy = sources.liveHealthy(source.id);
  if (healthy && quote.source === source.id) {
    const restamped = {
      instrumentId: instrument.instrumentId,
      bid: quote.bid.toFixed(instrument.digits),
      ask: quote.ask.toFixed(instrument.digits),
      mid: quote.mid.toFixed(10),
      volume: 0,
    };
    return { update: restamped, source: source.id, fallbackSince: null, traded: false };
  }
  if (sources.settings.fallback !== 'simulated' || healthy) return null;
  if (quote.fallbackSince !== null) return simulated(quote.fallbackSince.toISOString());
  const stale = atMs - quote.time.getTime() > maxQuoteAgeMs(context.config.market);
  return stale ? simulated(new Date(atMs).toISOString()) : null;
}

/** Each replayed dataset of the listed instruments, loaded for the instant (none on the default install). */
async function prepareReplays(
  context: AppContext,
  listed: readonly ListedInstrument[],
  atMs: number,
): Promise<Map<string, ReplayHandle | null>> {
  const byDataset = new Map<string, string[]>();
  for (const { instrument } of listed) {
    const source = context.priceSources.assignment.sourceOf(instrument.instrumentId);
    if (source.kind !== 'replay') continue;
    byDataset.set(source.dataset, [...(byDataset.get(source.dataset) ?? []), instrument.instrumentId]);
  }
  const replays = new Map<string, ReplayHandle | null>();
  for (const [dataset, ids] of byDataset) replays.set(dataset, await context.priceSources.replay(dataset, ids, atMs));
  return replays;
}

/**
 * Moves every open market one step to `at` from its source: the new quotes written to `quotes`
 * in a fenced transaction, with where each price came from. Returns the new quotes and their
 * price points, which `writeCandles` folds into the candles once the quotes are out.
 */
export async function advanceQuotes(
  context: AppContext,
  input: AdvanceInput | Date,
  fence: LeaseFence = NO_FENCE,
): Promise<AdvancedMarket> {
  const { at, live, liveOnly = false } = input instanceof Date ? { at: input } : input;
  const atMs = at.getTime();
  const listed = await loadListedInstruments(context.db, liveOnly ? [...(live?.keys() ?? [])] : undefined);
  const tick: TickSources = {
    // The calendar is read at most once a minute; a live write never needs more than that either.
    simulation: await loadSimulationContext(context.db, context.config.market.seed, atMs),
    live,
    replays: await prepareReplays(context, listed, atMs),
  };
  const updates: QuoteRowUpdate[] = [];
  const points: PricePoint[] = [];
  for (const listedInstrument of listed) {
    const { instrument, quote } = listedInstrument;
    const sourced = sourcedUpdate(context, listedInstrument, atMs, tick);
    if (!sourced) continue;
    const { update } = sourced;
    const hours = createMarketHours(instrument.tradingHours);
    // A new trading day (exchange time) starts from the last price of the day before.
    const newDay = hours.localDate(quote.time.getTime()) !== hours.localDate(atMs);
    updates.push({
      instrumentId: update.instrumentId,
      bid: update.bid,
      ask: update.ask,
      mid: update.mid,
      previousClose: (newDay ? quote.mid : quote.previousClose).toFixed(10),
      source: sourced.source,
      fallbackSince: sourced.fallbackSince,
    });
    if (!sourced.traded) continue;
    points.push({
      instrumentId: instrument.instrumentId,
      atMs,
      price: Decimal.from(update.mid).toFixed(instrument.digits),
      volume: update.volume,
      source: sourced.source,
    });
  }
  if (updates.length === 0) return { quotes: [], points: [] };
  await context.db.transaction(async (tx) => {
    await fence(tx);
    await writeQuotes(tx, updates, at);
  });
  const time = at.toISOString();
  return {
    quotes: updates.map((update) => ({
      instrument_id: update.instrumentId,
      bid: update.bid,
      ask: update.ask,
      time,
      source: update.source,
    })),
    points,
  };
}

/**
 * Folds a tick's price points into the candles, in a fenced transaction of its own after the
 * tick's quotes are written and published: a chart's bookkeeping never delays a price. A process
 * that stops between the two leaves its candles without that one tick's point.
 */
export async function writeCandles(context: AppContext, points: readonly PricePoint[], fence: LeaseFence = NO_FENCE): Promise<void> {
  if (points.length === 0) return;
  await context.db.transaction(async (tx) => {
    await fence(tx);
    for (const layer of layersOf(points)) await foldIntoCandles(tx, layer);
  });
}

/**
 * Splits points into layers with one point per instrument each, in order: the points of several
 * ticks folded at once (a market feed that caught up) each touch their candle in turn, since one
 * statement cannot update the same candle twice.
 */
function layersOf(points: readonly PricePoint[]): PricePoint[][] {
  const layers: PricePoint[][] = [];
  const seen = new Map<string, number>();
  for (const point of points) {
    const depth = seen.get(point.instrumentId) ?? 0;
    seen.set(point.instrumentId, depth + 1);
    (layers[depth] ??= []).push(point);
  }
  return layers;
}
