import type { InstrumentDefinition } from './instrument-definition';
import { CRYPTO_HOURS } from './trading-hours-presets';

function coin(
  instrumentId: string,
  name: string,
  basePrice: string,
  digits: number,
  spread: string,
  volatility: string,
  extra: Partial<InstrumentDefinition> = {},
): InstrumentDefinition {
  return {
    instrumentId,
    name,
    type: 'crypto',
    country: '',
    currency: 'USD',
    digits,
    spread,
    contractSize: '1',
    tradingHours: CRYPTO_HOURS,
    basePrice,
    volatility,
    ...extra,
  };
}

/** Crypto CFDs against the US dollar (ESMA 2:1), trading around the clock. */
export const CRYPTO: InstrumentDefinition[] = [
  coin('BTCUSD', 'Bitcoin / US Dollar', '91250.00', 2, '30.00', '0.55', { special: true }),
  coin('ETHUSD', 'Ethereum / US Dollar', '3120.00', 2, '2.50', '0.65', { special: true }),
  coin('SOLUSD', 'Solana / US Dollar', '232.40', 2, '0.40', '0.85'),
  coin('XRPUSD', 'XRP / US Dollar', '1.4020', 4, '0.0040', '0.90'),
  coin('ADAUSD', 'Cardano / US Dollar', '0.9480', 4, '0.0030', '0.90'),
  coin('DOGEUSD', 'Dogecoin / US Dollar', '0.38120', 5, '0.00100', '1.00'),
  coin('LTCUSD', 'Litecoin / US Dollar', '95.20', 2, '0.30', '0.75'),
  coin('DOTUSD', 'Polkadot / US Dollar', '7.520', 3, '0.030', '0.85'),
  coin('LINKUSD', 'Chainlink / US Dollar', '18.040', 3, '0.060', '0.85'),
  coin('AVAXUSD', 'Avalanche / US Dollar', '40.12', 2, '0.12', '0.90'),
  coin('BCHUSD', 'Bitcoin Cash / US Dollar', '481.30', 2, '1.20', '0.80'),
  coin('XLMUSD', 'Stellar / US Dollar', '0.45210', 5, '0.00150', '0.95'),
];
