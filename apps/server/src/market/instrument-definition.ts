import type { SymbolType, TradingHours } from '@beurs/domain';

/** One instrument of the seeded catalogue, before it is written to the `instruments` table. */
export interface InstrumentDefinition {
  instrumentId: string;
  name: string;
  type: SymbolType;
  /** Country name for shares and indices; empty for forex, crypto and commodities. */
  country: string;
  /** Currency the price is quoted in. */
  currency: string;
  /** Decimal places of the price. */
  digits: number;
  /** Spread in price units (ask − bid), a multiple of 10^-digits. */
  spread: string;
  /** Units of the underlying in one lot. */
  contractSize: string;
  tradingHours: TradingHours;
  /** Mid price the simulator starts from. */
  basePrice: string;
  /** Annualised volatility of the simulator's model, e.g. '0.08'. */
  volatility: string;
  /** Featured on `/symbols/special`. */
  special?: boolean;
}
