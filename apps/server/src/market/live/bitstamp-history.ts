import { parse } from 'lossless-json';
import type { ExchangeHistoryApi } from './history-api';
import { candleOf, inTimeOrder, secondsOf } from './history-fields';
import { exchangeSymbolOf } from './live-exchanges';
import { arrayOf, objectOf } from './message-fields';

/**
 * Bitstamp's public `GET /api/v2/ohlc/<btcusd>/?step=<s>&limit=1000&end=<s>`: `{ data: { pair,
 * ohlc: [{ timestamp, open, high, low, close, volume }, …] } }`, every field as text, oldest
 * first, at most 1,000 a request, `end` paging back. Steps from 60 s to 3 days: 1w is built from 1d.
 */
/** The most candles one answer holds. */
const PAGE_SIZE = 1000;

export const BITSTAMP_HISTORY: ExchangeHistoryApi = {
  restUrl: 'https://www.bitstamp.net',
  // Bitstamp allows 400 requests a second; a few a second are plenty for a chart's history.
  paceMs: 200,
  pageSize: PAGE_SIZE,
  pages: true,
  intervals: { '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '4h': 14_400, '1d': 86_400 },
  symbolOf: (instrumentId) => exchangeSymbolOf('bitstamp', instrumentId),
  pageUrl(base, symbol, intervalSec, beforeSec) {
    const url = `${base}/api/v2/ohlc/${encodeURIComponent(symbol)}/?step=${intervalSec}&limit=${PAGE_SIZE}`;
    return beforeSec === null ? url : `${url}&end=${beforeSec - intervalSec}`;
  },
  parse(body) {
    const data = objectOf(
      objectOf(
        parse(body, null, (text) => text),
        'answer',
      ).data,
      'data',
    );
    return inTimeOrder(
      arrayOf(data.ohlc, 'ohlc').map((entry) => {
        const row = objectOf(entry, 'candle');
        return candleOf(secondsOf(row.timestamp, 'timestamp'), {
          open: row.open,
          high: row.high,
          low: row.low,
          close: row.close,
          volume: row.volume,
        });
      }),
    );
  },
};
