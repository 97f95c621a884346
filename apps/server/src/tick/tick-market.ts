import type { LiveQuote } from '@beurs/domain';
import type { AlertReport, AppContext, EngineReport } from '../app-context';
import { advanceQuotes, writeCandles, type AdvanceInput, type AdvancedMarket } from './advance-quotes';
import type { PricePoint } from '../market/candle-writer';
import { NO_FENCE, type LeaseFence } from '../market/lease-fence';

/** What one tick did: the instruments that moved, the order engine's pass and the alerts that fired. */
export interface TickReport {
  at: Date;
  ticked: string[];
  engine: EngineReport;
  alerts: AlertReport;
}

/** What the second half of a tick takes in: the instant, the written quotes and their price points. */
export interface TickFollowUp {
  at: Date;
  quotes: readonly LiveQuote[];
  points: readonly PricePoint[];
}

/**
 * The first half of a tick: open markets move one step of their source (the seeded model, a
 * replay, or the live quotes that arrived), the quotes are written in a fenced transaction and go
 * out on the socket at once. What the quotes set off (candles, orders, alerts) is `settleTick`.
 */
export async function quoteTick(context: AppContext, input: Date | AdvanceInput, fence: LeaseFence = NO_FENCE): Promise<AdvancedMarket> {
  const advanced = await advanceQuotes(context, input, fence);
  // After the commit, before the candles and the engine: streamed prices wait for neither.
  context.realtime.publishQuotes(advanced.quotes);
  return advanced;
}

/**
 * The second half of a tick, after its quotes are written and out: the price points go into the
 * candles, then the order engine triggers pending orders and applies stop-loss, take-profit, the
 * margin close-out and negative balance protection where the new quotes call for it, and the alert
 * engine fires the price alerts they reached. The engine settles each account in a transaction
 * that reads the quotes PostgreSQL holds then, so a follow-up that runs after a newer quote was
 * written fills at that newer quote (and only if it still crosses the level).
 */
export async function settleTick(
  context: AppContext,
  followUp: TickFollowUp,
  fence: LeaseFence = NO_FENCE,
): Promise<Omit<TickReport, 'ticked'>> {
  const { at, quotes, points } = followUp;
  await writeCandles(context, points, fence);
  const engine = await context.orderEngine.run(context, at, quotes, fence);
  // After the orders: a price alert informs, a stop-loss moves money.
  const alerts = await context.alertEngine.run(context, at, quotes, fence);
  return { at, engine, alerts };
}

/**
 * One whole tick of the market at `at`: `quoteTick`, then `settleTick` with what it wrote.
 * Tests call it by hand with the pinned clock; the market feed runs the two halves itself, so a
 * live quote never waits for the candles and orders of the one before (market-feed.ts). Every
 * write checks `fence` first: on a platform of several processes, only the holder of the
 * market-feed lease writes.
 */
export async function tickMarket(context: AppContext, input: Date | AdvanceInput, fence: LeaseFence = NO_FENCE): Promise<TickReport> {
  const { at } = input instanceof Date ? { at: input } : input;
  // A failed tick is timed too: how long it took to fail matters as much.
  const timed = context.metrics.market.tickDuration.startTimer();
  try {
    const { quotes, points } = await quoteTick(context, input, fence);
    const settled = await settleTick(context, { at, quotes, points }, fence);
    return { ...settled, ticked: quotes.map((quote) => quote.instrument_id) };
  } finally {
    timed();
  }
}
