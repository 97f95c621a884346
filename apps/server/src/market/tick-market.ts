import type { AppContext } from '../app-context';
import type { EngineReport } from '../orders/engine-report';
import type { AlertReport } from '../alerts/alert-engine';
import { advanceQuotes, writeCandles, type AdvanceInput } from './advance-quotes';
import { NO_FENCE, type LeaseFence } from './lease-fence';

/** What one tick did: the instruments that moved, the order engine's pass and the alerts that fired. */
export interface TickReport {
  at: Date;
  ticked: string[];
  engine: EngineReport;
  alerts: AlertReport;
}

/**
 * One tick of the market at `at`: open markets move one step of their source (the seeded model,
 * a replay, or the live quotes that arrived; quotes written), the new quotes go out on the socket, then into the candles, then the order engine
 * triggers pending orders and applies stop-loss, take-profit, the margin close-out and negative
 * balance protection where the new quotes call for it, and the alert engine fires the price
 * alerts they reached.
 * The market feed calls it every `config.market.tickMs`; tests call it by hand with the pinned
 * clock. Every write checks `fence` first: on a platform of several processes, only the holder of
 * the market-feed lease writes.
 */
export async function tickMarket(context: AppContext, input: Date | AdvanceInput, fence: LeaseFence = NO_FENCE): Promise<TickReport> {
  const { at } = input instanceof Date ? { at: input } : input;
  // A failed tick is timed too: how long it took to fail matters as much.
  const timed = context.metrics.market.tickDuration.startTimer();
  try {
    const { quotes, points } = await advanceQuotes(context, input, fence);
    // After the commit, before the candles and the engine: streamed prices wait for neither.
    context.realtime.publishQuotes(quotes);
    await writeCandles(context, points, fence);
    const engine = await context.orderEngine.run(context, at, quotes, fence);
    // After the orders: a price alert informs, a stop-loss moves money.
    const alerts = await context.alertEngine.run(context, at, quotes, fence);
    return { at, ticked: quotes.map((quote) => quote.instrument_id), engine, alerts };
  } finally {
    timed();
  }
}
