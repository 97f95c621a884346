import type { InstrumentDefinition } from '../instrument-definition';
import type { HistoryInstrument } from '../history-generator';

/** A catalogue entry as the price model and the history generator take it: its factors, volatility, hours and base price. */
export function simulatedInstrumentOf(definition: InstrumentDefinition): HistoryInstrument {
  return {
    instrumentId: definition.instrumentId,
    type: definition.type,
    currency: definition.currency,
    country: definition.country,
    volatility: Number(definition.volatility),
    tradingHours: definition.tradingHours,
    basePrice: Number(definition.basePrice),
  };
}
