import type { AppContext } from '../app-context';
import { runOrderEngine, type EngineReport } from '../orders/engine';
import { advanceQuotes } from './advance-quotes';

/** What one tick did: the instruments that moved and the order engine's pass. */
export interface TickReport {
  at: Date;
  ticked: string[];
  engine: EngineReport;
}

/**
 * One tick of the market at `at`: open markets move one step of the seeded model (quotes and
 * candles written), then the order engine revalues positions, triggers pending orders, applies
 * stop-loss, take-profit, the margin close-out and negative balance protection. The market feed
 * calls it every `config.market.tickMs`; tests call it by hand with the pinned clock.
 */
export async function tickMarket(context: AppContext, at: Date): Promise<TickReport> {
  const ticked = await advanceQuotes(context, at);
  const engine = await runOrderEngine(context, at);
  return { at, ticked, engine };
}
