import type { Watchlist } from '@beurs/domain';

/**
 * The list with an instrument taken out if it holds it, else added at the end: a list keeps the
 * order the user put instruments in, so a new one goes last, as in the trading terminals traders
 * know (xStation, cTrader).
 *
 * @example
 * withInstrumentToggled(tech, 'ASML').instrument_ids // ['AAPL', 'ASML'] from ['AAPL']
 */
export function withInstrumentToggled(list: Watchlist, instrumentId: string): Watchlist {
  const instrument_ids = list.instrument_ids.includes(instrumentId)
    ? list.instrument_ids.filter((id) => id !== instrumentId)
    : [...list.instrument_ids, instrumentId];
  return { ...list, instrument_ids };
}
