import type { InstrumentRow } from './market-data';
import { createMarketHours } from './trading-hours';

/**
 * Whether each instrument's market is open at `at`, worked out once per instrument for the
 * pass that asks (an unknown instrument counts as closed).
 */
export function openMarketsAt(
  at: Date,
  instrumentOf: (instrumentId: string) => InstrumentRow | undefined,
): (instrumentId: string) => boolean {
  const open = new Map<string, boolean>();
  return (instrumentId) => {
    let known = open.get(instrumentId);
    if (known === undefined) {
      const instrument = instrumentOf(instrumentId);
      known = instrument ? createMarketHours(instrument.tradingHours).isOpen(at.getTime()) : false;
      open.set(instrumentId, known);
    }
    return known;
  };
}
