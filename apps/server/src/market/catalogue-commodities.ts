import type { TradingHours } from '@beurs/domain';
import type { InstrumentDefinition } from './instrument-definition';
import { AGRICULTURE_HOURS, GLOBEX_HOURS } from './trading-hours-presets';

function commodity(
  instrumentId: string,
  name: string,
  basePrice: string,
  digits: number,
  spread: string,
  contractSize: string,
  volatility: string,
  extra: { hours?: TradingHours; special?: boolean } = {},
): InstrumentDefinition {
  return {
    instrumentId,
    name,
    type: 'commodity',
    country: '',
    currency: 'USD',
    digits,
    spread,
    contractSize,
    tradingHours: extra.hours ?? GLOBEX_HOURS,
    basePrice,
    volatility,
    ...(extra.special ? { special: true } : {}),
  };
}

/** Commodity CFDs in US dollars: gold (ESMA 20:1) and other commodities (10:1). */
export const COMMODITIES: InstrumentDefinition[] = [
  commodity('XAUUSD', 'Gold (troy ounce)', '2648.50', 2, '0.40', '100', '0.15', { special: true }),
  commodity('XAGUSD', 'Silver (troy ounce)', '31.120', 3, '0.030', '5000', '0.26'),
  commodity('XPTUSD', 'Platinum (troy ounce)', '958.20', 2, '2.00', '50', '0.24'),
  commodity('XPDUSD', 'Palladium (troy ounce)', '1012.40', 2, '4.00', '100', '0.34'),
  commodity('USOIL', 'WTI Crude Oil (barrel)', '69.24', 2, '0.04', '1000', '0.32', { special: true }),
  commodity('UKOIL', 'Brent Crude Oil (barrel)', '73.18', 2, '0.04', '1000', '0.30'),
  commodity('NATGAS', 'Natural Gas (MMBtu)', '3.184', 3, '0.006', '10000', '0.55'),
  commodity('COPPER', 'Copper (pound)', '4.1240', 4, '0.0030', '25000', '0.22'),
  commodity('CORN', 'Corn (bushel)', '4.286', 3, '0.004', '5000', '0.22', { hours: AGRICULTURE_HOURS }),
  commodity('WHEAT', 'Wheat (bushel)', '5.512', 3, '0.006', '5000', '0.28', { hours: AGRICULTURE_HOURS }),
  commodity('COFFEE', 'Coffee Arabica (pound)', '2.5480', 4, '0.0040', '37500', '0.34', { hours: AGRICULTURE_HOURS }),
  commodity('SUGAR', 'Sugar No. 11 (pound)', '0.2142', 4, '0.0004', '112000', '0.28', { hours: AGRICULTURE_HOURS }),
];
