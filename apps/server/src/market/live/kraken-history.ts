import { parse } from 'lossless-json';
import { BadMessageError } from './exchange-protocol';
import type { ExchangeHistoryApi } from './history-api';
import { candleOf, inTimeOrder, secondsOf } from './history-fields';
import { exchangeSymbolOf } from './live-exchanges';
import { arrayOf, objectOf } from './message-fields';

/** Kraken's REST names for the assets its WebSocket v2 calls BTC and DOGE. */
const REST_ASSETS: Readonly<Record<string, string>> = { BTC: 'XBT', DOGE: 'XDG' };

/**
 * Kraken's public `GET /0/public/OHLC?pair=XBTUSD&interval=<minutes>`: `{ error: [], result: {
 * <pair>: [[time, open, high, low, close, vwap, volume, count], …], last } }`, prices as decimal
 * text, oldest first, the last row the bucket still trading. It answers the latest 720 candles of
 * an interval and nothing older, whatever `since` says.
 */
export const KRAKEN_HISTORY: ExchangeHistoryApi = {
  restUrl: 'https://api.kraken.com',
  // Public calls are limited per address to about one a second.
  paceMs: 1_100,
  pageSize: 720,
  pages: false,
  intervals: { '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '4h': 14_400, '1d': 86_400, '1w': 604_800 },
  symbolOf(instrumentId) {
    const symbol = exchangeSymbolOf('kraken', instrumentId);
    if (symbol === null) return null;
    const [base = '', quote = ''] = symbol.split('/');
    return `${REST_ASSETS[base] ?? base}${quote}`;
  },
  pageUrl(base, symbol, intervalSec) {
    return `${base}/0/public/OHLC?pair=${encodeURIComponent(symbol)}&interval=${intervalSec / 60}`;
  },
  parse(body) {
    const answer = objectOf(
      parse(body, null, (text) => text),
      'answer',
    );
    const errors = arrayOf(answer.error ?? [], 'error');
    if (errors.length > 0) throw new BadMessageError(`Kraken answered ${errors.map(String).join(', ')}`);
    const result = objectOf(answer.result, 'result');
    // The result is keyed by Kraken's own name of the pair (XXBTZUSD for XBTUSD), beside `last`.
    const rows = Object.entries(result).find(([key]) => key !== 'last')?.[1];
    return inTimeOrder(
      arrayOf(rows, 'result rows').map((entry) => {
        const row = arrayOf(entry, 'row');
        return candleOf(secondsOf(row[0], 'time'), { open: row[1], high: row[2], low: row[3], close: row[4], volume: row[6] });
      }),
    );
  },
};
