import { Param, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { Decimal, type LiveQuote } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { quotes } from '../db/schema/index';
import { foldIntoCandles, type PricePoint } from './candle-writer';
import { loadListedInstruments } from './market-data';
import { createInstrumentModel, midText, quoteAround } from './price-model';
import { createMarketHours } from './trading-hours';
import { NO_FENCE, type LeaseFence } from './lease-fence';

/** One instrument's new quote, as text, as `quotes` holds it. */
interface QuoteUpdate {
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
async function writeQuotes(tx: DbOrTx, updates: readonly QuoteUpdate[], at: Date): Promise<void> {
  const column = <K extends keyof QuoteUpdate>(key: K) => new Param(updates.map((update) => update[key]));
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

/**
 * Moves every open market one step to `at`: a new mid from the seeded model, bid and ask around
 * it with the instrument's spread, the quote written to `quotes` and folded into the candles.
 * Closed markets do not tick. Returns the new quotes of the instruments that ticked, as the
 * socket carries them.
 */
export async function advanceQuotes(context: AppContext, at: Date, fence: LeaseFence = NO_FENCE): Promise<LiveQuote[]> {
  const atMs = at.getTime();
  const listed = await loadListedInstruments(context.db);
  const updates: QuoteUpdate[] = [];
  const points: PricePoint[] = [];
  for (const { instrument, quote } of listed) {
    const hours = createMarketHours(instrument.tradingHours);
    const fromMs = quote.time.getTime();
    if (atMs <= fromMs || !hours.isOpen(atMs)) continue;
    const model = createInstrumentModel(context.config.market.seed, {
      instrumentId: instrument.instrumentId,
      volatility: Number(instrument.volatility),
    });
    const mid = model.step(quote.mid.toNumber(), fromMs, atMs);
    const exactMid = Decimal.from(midText(mid));
    const { bid, ask } = quoteAround({ mid: exactMid, spread: Decimal.from(instrument.spread), digits: instrument.digits });
    // A new trading day (exchange time) starts from the last price of the day before.
    const newDay = hours.localDate(fromMs) !== hours.localDate(atMs);
    updates.push({
      instrumentId: instrument.instrumentId,
      bid: bid.toFixed(instrument.digits),
      ask: ask.toFixed(instrument.digits),
      mid: exactMid.toFixed(10),
      previousClose: (newDay ? quote.mid : quote.previousClose).toFixed(10),
    });
    points.push({
      instrumentId: instrument.instrumentId,
      atMs,
      price: exactMid.toFixed(instrument.digits),
      volume: model.volume(atMs),
    });
  }
  if (updates.length === 0) return [];
  await context.db.transaction(async (tx) => {
    await fence(tx);
    await writeQuotes(tx, updates, at);
    await foldIntoCandles(tx, points);
  });
  const time = at.toISOString();
  return updates.map((update) => ({ instrument_id: update.instrumentId, bid: update.bid, ask: update.ask, time }));
}
