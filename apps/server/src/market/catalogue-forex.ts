import type { InstrumentDefinition } from './instrument-definition';
import { FOREX_HOURS } from './trading-hours-presets';

function pair(
  instrumentId: string,
  name: string,
  basePrice: string,
  volatility: string,
  extra: Partial<InstrumentDefinition> = {},
): InstrumentDefinition {
  const jpyQuoted = instrumentId.endsWith('JPY');
  return {
    instrumentId,
    name,
    type: 'forex',
    country: '',
    currency: instrumentId.slice(3, 6),
    digits: jpyQuoted ? 3 : 5,
    spread: jpyQuoted ? '0.012' : '0.00012',
    contractSize: '100000',
    tradingHours: FOREX_HOURS,
    basePrice,
    volatility,
    ...extra,
  };
}

/**
 * Currency pairs: majors (any two of USD, EUR, JPY, GBP, CAD, CHF; ESMA 30:1) and non-majors
 * (20:1). Every quote currency of the catalogue has a pair with USD or EUR here, which is what
 * converts prices to the account currency.
 */
export const FOREX: InstrumentDefinition[] = [
  pair('EURUSD', 'Euro / US Dollar', '1.08500', '0.07', { special: true, spread: '0.00008' }),
  pair('GBPUSD', 'British Pound / US Dollar', '1.27000', '0.08', { spread: '0.00010' }),
  pair('USDJPY', 'US Dollar / Japanese Yen', '150.200', '0.09', { spread: '0.010' }),
  pair('USDCHF', 'US Dollar / Swiss Franc', '0.88500', '0.07'),
  pair('USDCAD', 'US Dollar / Canadian Dollar', '1.39500', '0.06'),
  pair('EURGBP', 'Euro / British Pound', '0.84500', '0.06'),
  pair('EURJPY', 'Euro / Japanese Yen', '162.500', '0.09'),
  pair('GBPJPY', 'British Pound / Japanese Yen', '191.000', '0.10', { spread: '0.020' }),
  pair('EURCHF', 'Euro / Swiss Franc', '0.94000', '0.06'),
  pair('CHFJPY', 'Swiss Franc / Japanese Yen', '169.500', '0.09', { spread: '0.020' }),
  pair('CADJPY', 'Canadian Dollar / Japanese Yen', '107.700', '0.09', { spread: '0.020' }),
  pair('EURCAD', 'Euro / Canadian Dollar', '1.51000', '0.07', { spread: '0.00020' }),
  pair('AUDUSD', 'Australian Dollar / US Dollar', '0.65000', '0.09'),
  pair('NZDUSD', 'New Zealand Dollar / US Dollar', '0.59000', '0.10', { spread: '0.00015' }),
  pair('EURAUD', 'Euro / Australian Dollar', '1.66000', '0.09', { spread: '0.00020' }),
  pair('AUDJPY', 'Australian Dollar / Japanese Yen', '97.600', '0.11', { spread: '0.020' }),
  pair('USDSEK', 'US Dollar / Swedish Krona', '10.90000', '0.10', { spread: '0.00300' }),
  pair('USDNOK', 'US Dollar / Norwegian Krone', '11.00000', '0.11', { spread: '0.00300' }),
  pair('EURNOK', 'Euro / Norwegian Krone', '11.75000', '0.09', { spread: '0.00300' }),
  pair('USDPLN', 'US Dollar / Polish Zloty', '4.05000', '0.10', { spread: '0.00150' }),
  pair('USDTRY', 'US Dollar / Turkish Lira', '34.50000', '0.15', { spread: '0.01500' }),
  pair('USDZAR', 'US Dollar / South African Rand', '18.20000', '0.16', { spread: '0.01000' }),
  pair('USDMXN', 'US Dollar / Mexican Peso', '20.30000', '0.14', { spread: '0.01000' }),
  pair('USDSGD', 'US Dollar / Singapore Dollar', '1.34000', '0.05', { spread: '0.00030' }),
  pair('USDHKD', 'US Dollar / Hong Kong Dollar', '7.78000', '0.02', { spread: '0.00050' }),
];
