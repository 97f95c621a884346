import { Param, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { Decimal, type LiveQuote } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { quotes } from '../db/schema/index';
import { foldIntoCandles, type PricePoint } from './candle-writer';
import { loadListedInstruments } from './market-data';
import { simulateQuote } from './simulated-quotes';
import { createMarketHours } from './trading-hours';
import { NO_FENCE, type LeaseFence } from './lease-fence';

/** One instrument's new quote, as text, as `quotes` holds it. */
interface QuoteRowUpdate {
  instrumentId: string;
  bid: string;
  ask: string;
  mid: string;
  previousClose: string;
}

/**
 * Writes a tick's quotes at `at` in one statement, never stepping back in time if two feeds ever
 * overlap. The rows go in as arrays (`unnest`): a VALUES list of every instrument's parameters
 * costs more to build and parse than the update itself.
 */
async function writeQuotes(tx: DbOrTx, updates: readonly QuoteRowUpdate[], at: Date): Promise<void> {
  const column = <K extends keyof QuoteRowUpdate>(key: K) => new Param(updates.map((update) => update[key]));
  await tx.execute(sql`
    insert into ${quotes} (instrument_id, bid, ask, mid, previous_close, time)
    select quote.instrument_id, quote.bid, quote.ask, quote.mid, quote.previous_close, ${at.toISOString()}::timestamptz
    from unnest(${column('instrumentId')}::text[], ${column('bid')}::numeric[], ${column('ask')}::numeric[],
                ${column('mid')}::numeric[], ${column('previousClose')}::numeric[])
      as quote(instrument_id, bid, ask, mid, previous_close)
    on conflict (instrument_id) do update set
      bid = excluded.bid, ask = excluded.ask, mid = excluded.mid, previous_close = excluded.previous_close, time = excluded.time
    where ${quotes}.time < excluded.time`);
}

/** One tick's moves: the new quotes (written), as the socket carries them, and the price points the candles still take. */
export interface AdvancedMarket {
  quotes: LiveQuote[];
  points: PricePoint[];
}

/**
 * Moves every open market one step to `at`: a new mid from the seeded model, bid and ask around
 * it with the instrument's spread, the quotes written to `quotes` in a fenced transaction. Closed
 * markets do not tick. Returns the new quotes of the instruments that ticked and their price
 * points, which `writeCandles` folds into the candles once the quotes are out.
 */
export async function advanceQuotes(context: AppContext, at: Date, fence: LeaseFence = NO_FENCE): Promise<AdvancedMarket> {
  const atMs = at.getTime();
  const listed = await loadListedInstruments(context.db);
  const updates: QuoteRowUpdate[] = [];
  const points: PricePoint[] = [];
  const simulation = { seed: context.config.market.seed };
  for (const listedInstrument of listed) {
    const { instrument, quote } = listedInstrument;
    const update = simulateQuote(simulation, listedInstrument, atMs);
    if (!update) continue;
    const hours = createMarketHours(instrument.tradingHours);
    // A new trading day (exchange time) starts from the last price of the day before.
    const newDay = hours.localDate(quote.time.getTime()) !== hours.localDate(atMs);
    updates.push({
      instrumentId: update.instrumentId,
      bid: update.bid,
      ask: update.ask,
      mid: update.mid,
      previousClose: (newDay ? quote.mid : quote.previousClose).toFixed(10),
    });
    points.push({
      instrumentId: instrument.instrumentId,
      atMs,
      price: Decimal.from(update.mid).toFixed(instrument.digits),
      volume: update.volume,
    });
  }
  if (updates.length === 0) return { quotes: [], points: [] };
  await context.db.transaction(async (tx) => {
    await fence(tx);
    await writeQuotes(tx, updates, at);
  });
  const time = at.toISOString();
  return { quotes: updates.map((update) => ({ instrument_id: update.instrumentId, bid: update.bid, ask: update.ask, time })), points };
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
    await foldIntoCandles(tx, points);
  });
}
