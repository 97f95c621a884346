import type { TradingHours } from '@beurs/domain';
import type { InstrumentDefinition } from './instrument-definition';
import { exchangeHours } from './trading-hours-presets';

interface Listing {
  country: string;
  currency: string;
  hours: TradingHours;
  digits: number;
  spread: string;
}

const NYSE: Listing = {
  country: 'United States',
  currency: 'USD',
  hours: exchangeHours('America/New_York', '09:30', '16:00'),
  digits: 2,
  spread: '0.04',
};
const EURONEXT_AMSTERDAM: Listing = {
  country: 'Netherlands',
  currency: 'EUR',
  hours: exchangeHours('Europe/Amsterdam', '09:00', '17:30'),
  digits: 2,
  spread: '0.04',
};
const XETRA: Listing = {
  country: 'Germany',
  currency: 'EUR',
  hours: exchangeHours('Europe/Berlin', '09:00', '17:30'),
  digits: 2,
  spread: '0.04',
};
const LSE: Listing = {
  country: 'United Kingdom',
  currency: 'GBP',
  hours: exchangeHours('Europe/London', '08:00', '16:30'),
  digits: 2,
  spread: '0.02',
};
const EURONEXT_PARIS: Listing = {
  country: 'France',
  currency: 'EUR',
  hours: exchangeHours('Europe/Paris', '09:00', '17:30'),
  digits: 2,
  spread: '0.04',
};
const TSE: Listing = {
  country: 'Japan',
  currency: 'JPY',
  hours: exchangeHours('Asia/Tokyo', '09:00', '15:00', { from: '11:30', to: '12:30' }),
  digits: 0,
  spread: '2',
};
const SIX: Listing = {
  country: 'Switzerland',
  currency: 'CHF',
  hours: exchangeHours('Europe/Zurich', '09:00', '17:30'),
  digits: 2,
  spread: '0.04',
};

function stock(
  listing: Listing,
  instrumentId: string,
  name: string,
  basePrice: string,
  volatility: string,
  extra: Partial<InstrumentDefinition> = {},
): InstrumentDefinition {
  return {
    instrumentId,
    name,
    type: 'stock',
    country: listing.country,
    currency: listing.currency,
    digits: listing.digits,
    spread: listing.spread,
    contractSize: '1',
    tradingHours: listing.hours,
    basePrice,
    volatility,
    ...extra,
  };
}

/** Individual shares (ESMA class "share", 5:1) on seven exchanges. */
export const STOCKS: InstrumentDefinition[] = [
  stock(NYSE, 'AAPL', 'Apple Inc.', '229.50', '0.26', { special: true }),
  stock(NYSE, 'MSFT', 'Microsoft Corporation', '417.80', '0.24'),
  stock(NYSE, 'NVDA', 'NVIDIA Corporation', '141.20', '0.50', { special: true }),
  stock(NYSE, 'AMZN', 'Amazon.com Inc.', '201.40', '0.32'),
  stock(NYSE, 'GOOGL', 'Alphabet Inc. Class A', '174.60', '0.30'),
  stock(NYSE, 'META', 'Meta Platforms Inc.', '583.20', '0.38'),
  stock(NYSE, 'TSLA', 'Tesla Inc.', '331.80', '0.60', { special: true, spread: '0.08' }),
  stock(NYSE, 'JPM', 'JPMorgan Chase & Co.', '241.90', '0.22'),
  stock(NYSE, 'V', 'Visa Inc.', '309.10', '0.20'),
  stock(NYSE, 'JNJ', 'Johnson & Johnson', '154.70', '0.16'),
  stock(NYSE, 'WMT', 'Walmart Inc.', '90.30', '0.18'),
  stock(NYSE, 'XOM', 'Exxon Mobil Corporation', '119.80', '0.24'),
  stock(NYSE, 'KO', 'The Coca-Cola Company', '63.40', '0.15'),
  stock(NYSE, 'DIS', 'The Walt Disney Company', '114.90', '0.28'),
  stock(NYSE, 'NFLX', 'Netflix Inc.', '883.10', '0.36', { spread: '0.20' }),
  stock(NYSE, 'INTC', 'Intel Corporation', '24.10', '0.45', { spread: '0.02' }),
  stock(NYSE, 'AMD', 'Advanced Micro Devices Inc.', '139.60', '0.48'),
  stock(NYSE, 'BA', 'The Boeing Company', '154.30', '0.36'),
  stock(NYSE, 'NKE', 'Nike Inc.', '77.20', '0.30'),
  stock(NYSE, 'PFE', 'Pfizer Inc.', '25.90', '0.22', { spread: '0.02' }),
  stock(EURONEXT_AMSTERDAM, 'ASML', 'ASML Holding N.V.', '641.20', '0.38', { special: true, spread: '0.20' }),
  stock(EURONEXT_AMSTERDAM, 'ADYEN', 'Adyen N.V.', '1402.00', '0.45', { spread: '1.00' }),
  stock(EURONEXT_AMSTERDAM, 'INGA', 'ING Groep N.V.', '15.84', '0.24', { spread: '0.02' }),
  stock(EURONEXT_AMSTERDAM, 'HEIA', 'Heineken N.V.', '69.90', '0.20'),
  stock(EURONEXT_AMSTERDAM, 'PHIA', 'Koninklijke Philips N.V.', '25.12', '0.30', { spread: '0.02' }),
  stock(EURONEXT_AMSTERDAM, 'AD', 'Koninklijke Ahold Delhaize N.V.', '33.06', '0.16', { spread: '0.02' }),
  stock(XETRA, 'SAP', 'SAP SE', '249.70', '0.24', { special: true }),
  stock(XETRA, 'SIE', 'Siemens AG', '184.90', '0.24'),
  stock(XETRA, 'ALV', 'Allianz SE', '291.30', '0.20'),
  stock(XETRA, 'DTE', 'Deutsche Telekom AG', '28.95', '0.17', { spread: '0.02' }),
  stock(XETRA, 'BMW', 'Bayerische Motoren Werke AG', '74.80', '0.26'),
  stock(XETRA, 'VOW3', 'Volkswagen AG Vz.', '89.60', '0.28'),
  stock(XETRA, 'BAS', 'BASF SE', '45.20', '0.25', { spread: '0.02' }),
  stock(LSE, 'SHEL', 'Shell plc', '25.84', '0.22'),
  stock(LSE, 'AZN', 'AstraZeneca plc', '104.60', '0.20', { spread: '0.10' }),
  stock(LSE, 'HSBA', 'HSBC Holdings plc', '7.32', '0.20', { digits: 3, spread: '0.004' }),
  stock(LSE, 'ULVR', 'Unilever plc', '46.15', '0.15'),
  stock(LSE, 'BP', 'BP p.l.c.', '3.912', '0.26', { digits: 3, spread: '0.004' }),
  stock(LSE, 'RIO', 'Rio Tinto plc', '48.27', '0.26'),
  stock(LSE, 'VOD', 'Vodafone Group plc', '0.7046', '0.24', { digits: 4, spread: '0.0008' }),
  stock(EURONEXT_PARIS, 'MC', 'LVMH Moët Hennessy Louis Vuitton', '621.40', '0.28', { spread: '0.20' }),
  stock(EURONEXT_PARIS, 'OR', "L'Oréal S.A.", '338.50', '0.22', { spread: '0.10' }),
  stock(EURONEXT_PARIS, 'TTE', 'TotalEnergies SE', '55.20', '0.22'),
  stock(EURONEXT_PARIS, 'AIR', 'Airbus SE', '149.80', '0.27'),
  stock(EURONEXT_PARIS, 'BNP', 'BNP Paribas S.A.', '59.70', '0.26'),
  stock(EURONEXT_PARIS, 'SAN', 'Sanofi S.A.', '92.10', '0.19'),
  stock(TSE, '7203.T', 'Toyota Motor Corporation', '2784', '0.28'),
  stock(TSE, '6758.T', 'Sony Group Corporation', '3296', '0.32'),
  stock(TSE, '9984.T', 'SoftBank Group Corp.', '9020', '0.48', { spread: '5' }),
  stock(TSE, '7974.T', 'Nintendo Co., Ltd.', '8530', '0.30', { spread: '5' }),
  stock(TSE, '6861.T', 'Keyence Corporation', '65300', '0.28', { spread: '20' }),
  stock(SIX, 'NESN', 'Nestlé S.A.', '77.96', '0.15'),
  stock(SIX, 'NOVN', 'Novartis AG', '92.34', '0.17'),
  stock(SIX, 'ROG', 'Roche Holding AG', '259.80', '0.19', { spread: '0.10' }),
];
