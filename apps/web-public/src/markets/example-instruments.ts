import type { SymbolType } from '@beurs/domain';

/**
 * Example instruments of the reference broker's catalogue, with the simulator's starting prices
 * and its typical spreads. The market pages show their trading conditions beside the live quotes;
 * the starting prices only feed worked examples (margin, a trade's P&L). They are not quotes.
 */
export interface ExampleInstrument {
  id: string;
  name: string;
  type: SymbolType;
  /** Currency the price is quoted in. */
  currency: string;
  /** The simulator's starting mid price, for worked examples. */
  price: string;
  /** Typical spread (ask minus bid) in price units. */
  spread: string;
  /** Units of the underlying in one lot. */
  contractSize: string;
  /** Where it trades, or what it is. */
  venue: string;
}

export const EXAMPLE_INSTRUMENTS: readonly ExampleInstrument[] = [
  { id: 'EURUSD', name: 'Euro / US Dollar', type: 'forex', currency: 'USD', price: '1.08500', spread: '0.00008', contractSize: '100000', venue: 'Major pair' },
  { id: 'GBPUSD', name: 'British Pound / US Dollar', type: 'forex', currency: 'USD', price: '1.27000', spread: '0.00010', contractSize: '100000', venue: 'Major pair' },
  { id: 'USDJPY', name: 'US Dollar / Japanese Yen', type: 'forex', currency: 'JPY', price: '150.200', spread: '0.010', contractSize: '100000', venue: 'Major pair' },
  { id: 'EURGBP', name: 'Euro / British Pound', type: 'forex', currency: 'GBP', price: '0.84500', spread: '0.00012', contractSize: '100000', venue: 'Major pair' },
  { id: 'AUDUSD', name: 'Australian Dollar / US Dollar', type: 'forex', currency: 'USD', price: '0.65000', spread: '0.00012', contractSize: '100000', venue: 'Non-major pair' },
  { id: 'USDPLN', name: 'US Dollar / Polish Zloty', type: 'forex', currency: 'PLN', price: '4.05000', spread: '0.00150', contractSize: '100000', venue: 'Non-major pair' },
  { id: 'USDTRY', name: 'US Dollar / Turkish Lira', type: 'forex', currency: 'TRY', price: '34.50000', spread: '0.01500', contractSize: '100000', venue: 'Non-major pair' },
  { id: 'AAPL', name: 'Apple Inc.', type: 'stock', currency: 'USD', price: '229.50', spread: '0.04', contractSize: '1', venue: 'United States' },
  { id: 'NVDA', name: 'NVIDIA Corporation', type: 'stock', currency: 'USD', price: '141.20', spread: '0.04', contractSize: '1', venue: 'United States' },
  { id: 'ASML', name: 'ASML Holding N.V.', type: 'stock', currency: 'EUR', price: '641.20', spread: '0.20', contractSize: '1', venue: 'Netherlands' },
  { id: 'INGA', name: 'ING Groep N.V.', type: 'stock', currency: 'EUR', price: '15.84', spread: '0.02', contractSize: '1', venue: 'Netherlands' },
  { id: 'SAP', name: 'SAP SE', type: 'stock', currency: 'EUR', price: '249.70', spread: '0.04', contractSize: '1', venue: 'Germany' },
  { id: 'SHEL', name: 'Shell plc', type: 'stock', currency: 'GBP', price: '25.84', spread: '0.02', contractSize: '1', venue: 'United Kingdom' },
  { id: 'BTCUSD', name: 'Bitcoin / US Dollar', type: 'crypto', currency: 'USD', price: '91250.00', spread: '30.00', contractSize: '1', venue: 'Around the clock' },
  { id: 'ETHUSD', name: 'Ethereum / US Dollar', type: 'crypto', currency: 'USD', price: '3120.00', spread: '2.50', contractSize: '1', venue: 'Around the clock' },
  { id: 'SOLUSD', name: 'Solana / US Dollar', type: 'crypto', currency: 'USD', price: '232.40', spread: '0.40', contractSize: '1', venue: 'Around the clock' },
  { id: 'XRPUSD', name: 'XRP / US Dollar', type: 'crypto', currency: 'USD', price: '1.4020', spread: '0.0040', contractSize: '1', venue: 'Around the clock' },
  { id: 'US500', name: 'S&P 500', type: 'index', currency: 'USD', price: '5948.0', spread: '0.5', contractSize: '1', venue: 'United States' },
  { id: 'GER40', name: 'DAX', type: 'index', currency: 'EUR', price: '19480.0', spread: '1.0', contractSize: '1', venue: 'Germany' },
  { id: 'UK100', name: 'FTSE 100', type: 'index', currency: 'GBP', price: '8215.0', spread: '1.0', contractSize: '1', venue: 'United Kingdom' },
  { id: 'EU50', name: 'EURO STOXX 50', type: 'index', currency: 'EUR', price: '4798.0', spread: '1.0', contractSize: '1', venue: 'Eurozone' },
  { id: 'NED25', name: 'AEX 25', type: 'index', currency: 'EUR', price: '881.40', spread: '0.40', contractSize: '1', venue: 'Netherlands' },
  { id: 'HK50', name: 'Hang Seng Index', type: 'index', currency: 'HKD', price: '19520.0', spread: '8.0', contractSize: '1', venue: 'Hong Kong' },
  { id: 'XAUUSD', name: 'Gold (troy ounce)', type: 'commodity', currency: 'USD', price: '2648.50', spread: '0.40', contractSize: '100', venue: 'Precious metal' },
  { id: 'XAGUSD', name: 'Silver (troy ounce)', type: 'commodity', currency: 'USD', price: '31.120', spread: '0.030', contractSize: '5000', venue: 'Precious metal' },
  { id: 'USOIL', name: 'WTI Crude Oil (barrel)', type: 'commodity', currency: 'USD', price: '69.24', spread: '0.04', contractSize: '1000', venue: 'Energy' },
  { id: 'NATGAS', name: 'Natural Gas (MMBtu)', type: 'commodity', currency: 'USD', price: '3.184', spread: '0.006', contractSize: '10000', venue: 'Energy' },
  { id: 'WHEAT', name: 'Wheat (bushel)', type: 'commodity', currency: 'USD', price: '5.512', spread: '0.006', contractSize: '5000', venue: 'Agriculture' },
];

/** The example instruments of one market. */
export function instrumentsOfType(type: SymbolType): ExampleInstrument[] {
  return EXAMPLE_INSTRUMENTS.filter((instrument) => instrument.type === type);
}
