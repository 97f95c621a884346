/** The crypto exchanges whose public market data can quote an instrument (`live:<exchange>`). */
export type LiveExchange = 'kraken' | 'coinbase' | 'bitstamp';

/** What the product knows about one exchange's public market-data feed. */
export interface LiveExchangeInfo {
  /** The name shown to people, next to a price that came from this exchange. */
  displayName: string;
  /** The public WebSocket endpoint (no API key), used unless a feed is given another `url`. */
  url: string;
}

/**
 * Every supported exchange. The endpoints are the exchanges' public spot market-data feeds:
 * Kraken's WebSocket API v2, Coinbase Exchange's feed and Bitstamp's WebSocket API v2.
 */
export const LIVE_EXCHANGES: Readonly<Record<LiveExchange, LiveExchangeInfo>> = {
  kraken: { displayName: 'Kraken', url: 'wss://ws.kraken.com/v2' },
  coinbase: { displayName: 'Coinbase', url: 'wss://ws-feed.exchange.coinbase.com' },
  bitstamp: { displayName: 'Bitstamp', url: 'wss://ws.bitstamp.net' },
};

/** The exchanges in a fixed order, for config validation and listings. */
export const LIVE_EXCHANGE_IDS = Object.keys(LIVE_EXCHANGES) as LiveExchange[];

/** Whether a text names a supported exchange (`'kraken'`, not `'live:kraken'`). */
export function isLiveExchange(text: string): text is LiveExchange {
  return Object.hasOwn(LIVE_EXCHANGES, text);
}

/**
 * Our crypto instruments (src/market/catalogue-crypto.ts) and the base asset each exchange trades
 * them under. All of them are quoted in US dollars on all three exchanges' spot markets; an id
 * missing here, or an exchange missing from its row, is a pair that exchange does not list.
 */
const BASE_ASSETS: Readonly<Record<string, Partial<Record<LiveExchange, string>>>> = {
  BTCUSD: { kraken: 'BTC', coinbase: 'BTC', bitstamp: 'btc' },
  ETHUSD: { kraken: 'ETH', coinbase: 'ETH', bitstamp: 'eth' },
  SOLUSD: { kraken: 'SOL', coinbase: 'SOL', bitstamp: 'sol' },
  XRPUSD: { kraken: 'XRP', coinbase: 'XRP', bitstamp: 'xrp' },
  ADAUSD: { kraken: 'ADA', coinbase: 'ADA', bitstamp: 'ada' },
  // Kraken's older API calls Dogecoin XDG; v2 uses the common ticker.
  DOGEUSD: { kraken: 'DOGE', coinbase: 'DOGE', bitstamp: 'doge' },
  LTCUSD: { kraken: 'LTC', coinbase: 'LTC', bitstamp: 'ltc' },
  DOTUSD: { kraken: 'DOT', coinbase: 'DOT', bitstamp: 'dot' },
  LINKUSD: { kraken: 'LINK', coinbase: 'LINK', bitstamp: 'link' },
  AVAXUSD: { kraken: 'AVAX', coinbase: 'AVAX', bitstamp: 'avax' },
  BCHUSD: { kraken: 'BCH', coinbase: 'BCH', bitstamp: 'bch' },
  XLMUSD: { kraken: 'XLM', coinbase: 'XLM', bitstamp: 'xlm' },
};

/**
 * The exchange's own symbol for one of our crypto instruments, in the form its feed expects:
 * Kraken `BTC/USD`, Coinbase `BTC-USD`, Bitstamp `btcusd`. Null when the instrument is not a
 * crypto instrument we map, or the exchange does not list the pair.
 *
 * @example
 * exchangeSymbolOf('kraken', 'BTCUSD') // 'BTC/USD'
 * exchangeSymbolOf('bitstamp', 'EURUSD') // null
 */
export function exchangeSymbolOf(exchange: LiveExchange, instrumentId: string): string | null {
  const base = Object.hasOwn(BASE_ASSETS, instrumentId) ? BASE_ASSETS[instrumentId]?.[exchange] : undefined;
  if (base === undefined) return null;
  switch (exchange) {
    case 'kraken':
      return `${base}/USD`;
    case 'coinbase':
      return `${base}-USD`;
    case 'bitstamp':
      return `${base}usd`;
  }
}
