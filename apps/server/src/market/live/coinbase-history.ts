import { parse } from 'lossless-json';
import type { ExchangeHistoryApi } from './history-api';
import { candleOf, inTimeOrder, secondsOf } from './history-fields';
import { exchangeSymbolOf } from './live-exchanges';
import { arrayOf } from './message-fields';

/**
 * Coinbase Exchange's public `GET /products/<BTC-USD>/candles?granularity=<s>&start=&end=`:
 * `[[time, low, high, open, close, volume], …]`, newest first, at most 300 a request, prices as
 * JSON numbers (read as their text, never as floats). Granularities 60, 300, 900, 3600, 21600
 * and 86400 s: 4h is built from 1h, 1w from 1d. A bucket without trades has no row.
 */
/** The most candles one answer holds. */
const PAGE_SIZE = 300;

export const COINBASE_HISTORY: ExchangeHistoryApi = {
  restUrl: 'https://api.exchange.coinbase.com',
  // Public calls are limited to 10 a second per address.
  paceMs: 150,
  pageSize: PAGE_SIZE,
  pages: true,
  intervals: { '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '1d': 86_400 },
  symbolOf: (instrumentId) => exchangeSymbolOf('coinbase', instrumentId),
  pageUrl(base, symbol, intervalSec, beforeSec) {
    const url = `${base}/products/${encodeURIComponent(symbol)}/candles?granularity=${intervalSec}`;
    if (beforeSec === null) return url;
    // Both ends are inclusive: 300 buckets, the last one starting before `beforeSec`.
    const end = beforeSec - intervalSec;
    const start = end - (PAGE_SIZE - 1) * intervalSec;
    return `${url}&start=${new Date(start * 1000).toISOString()}&end=${new Date(end * 1000).toISOString()}`;
  },
  parse(body) {
    return inTimeOrder(
      arrayOf(
        parse(body, null, (text) => text),
        'answer',
      ).map((entry) => {
        const row = arrayOf(entry, 'row');
        return candleOf(secondsOf(row[0], 'time'), { low: row[1], high: row[2], open: row[3], close: row[4], volume: row[5] });
      }),
    );
  },
};
