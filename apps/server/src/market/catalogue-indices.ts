import type { TradingHours } from '@beurs/domain';
import type { InstrumentDefinition } from './instrument-definition';
import { GLOBEX_HOURS, europeanIndexHours, overnightIndexHours } from './trading-hours-presets';

function index(
  instrumentId: string,
  name: string,
  country: string,
  currency: string,
  hours: TradingHours,
  basePrice: string,
  volatility: string,
  extra: Partial<InstrumentDefinition> = {},
): InstrumentDefinition {
  return {
    instrumentId,
    name,
    type: 'index',
    country,
    currency,
    digits: 1,
    spread: '1.0',
    contractSize: '1',
    tradingHours: hours,
    basePrice,
    volatility,
    ...extra,
  };
}

/**
 * Stock index CFDs. The ten ESMA major indices (20:1) use the ids of the domain's
 * MAJOR_INDEX_IDS; the others are non-major (10:1).
 */
export const INDICES: InstrumentDefinition[] = [
  index('UK100', 'FTSE 100', 'United Kingdom', 'GBP', europeanIndexHours('Europe/London'), '8215.0', '0.14'),
  index('FRA40', 'CAC 40', 'France', 'EUR', europeanIndexHours('Europe/Paris'), '7252.0', '0.17'),
  index('GER40', 'DAX', 'Germany', 'EUR', europeanIndexHours('Europe/Berlin'), '19480.0', '0.17', { special: true }),
  index('US30', 'Dow Jones Industrial Average', 'United States', 'USD', GLOBEX_HOURS, '43820.0', '0.15', { spread: '2.0' }),
  index('US500', 'S&P 500', 'United States', 'USD', GLOBEX_HOURS, '5948.0', '0.16', { special: true, spread: '0.5' }),
  index('USCOMP', 'NASDAQ Composite', 'United States', 'USD', GLOBEX_HOURS, '19003.0', '0.21', { spread: '2.0' }),
  index('US100', 'NASDAQ 100', 'United States', 'USD', GLOBEX_HOURS, '20780.0', '0.21', { spread: '1.5' }),
  index(
    'JPN225',
    'Nikkei 225',
    'Japan',
    'JPY',
    overnightIndexHours('Asia/Tokyo', { open: '08:45', close: '15:45' }, { open: '17:00', until: '06:00' }),
    '38470',
    '0.20',
    { digits: 0, spread: '10' },
  ),
  index(
    'AUS200',
    'S&P/ASX 200',
    'Australia',
    'AUD',
    overnightIndexHours('Australia/Sydney', { open: '09:50', close: '16:30' }, { open: '17:10', until: '08:00' }),
    '8305.0',
    '0.14',
  ),
  index('EU50', 'EURO STOXX 50', 'Eurozone', 'EUR', europeanIndexHours('Europe/Berlin'), '4798.0', '0.17'),
  index('NED25', 'AEX 25', 'Netherlands', 'EUR', europeanIndexHours('Europe/Amsterdam'), '881.40', '0.16', { digits: 2, spread: '0.40' }),
  index('ESP35', 'IBEX 35', 'Spain', 'EUR', europeanIndexHours('Europe/Madrid'), '11705.0', '0.18', { spread: '5.0' }),
  index('SUI20', 'Swiss Market Index', 'Switzerland', 'CHF', europeanIndexHours('Europe/Zurich'), '11812.0', '0.14', { spread: '3.0' }),
  index('ITA40', 'FTSE MIB', 'Italy', 'EUR', europeanIndexHours('Europe/Rome'), '34010.0', '0.19', { spread: '10.0' }),
  index(
    'HK50',
    'Hang Seng Index',
    'Hong Kong',
    'HKD',
    overnightIndexHours('Asia/Hong_Kong', { open: '09:15', close: '16:30' }, { open: '17:15', until: '03:00' }),
    '19520.0',
    '0.25',
    { spread: '8.0' },
  ),
];
