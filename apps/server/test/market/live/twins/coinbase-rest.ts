import { LosslessNumber, stringify } from 'lossless-json';
import type { TwinRestProtocol } from './twin-rest';

const GRANULARITIES = new Set([60, 300, 900, 3600, 21600, 86400]);
const PRODUCT = /^\/products\/([A-Z0-9]{2,10}-[A-Z]{3,4})\/candles$/;

/**
 * Coinbase Exchange's `GET /products/<BTC-USD>/candles?granularity=&start=&end=`: at most 300
 * candles, newest first, `[time, low, high, open, close, volume]` as JSON numbers; a range of more
 * than 300 buckets or an unknown granularity is a 400 with a `message`.
 */
export const COINBASE_REST: TwinRestProtocol = {
  // Years on the real exchange; here enough for the chart's targets (2,107 days for 300 weeks) and a page past them.
  depth: 2_500,
  read(url) {
    const fail = (status: number, message: string) => ({ status, body: JSON.stringify({ message }) });
    const product = PRODUCT.exec(url.pathname)?.[1];
    if (product === undefined) return fail(404, 'NotFound');
    const granularity = Number(url.searchParams.get('granularity') ?? '60');
    if (!GRANULARITIES.has(granularity)) return fail(400, 'Unsupported granularity');
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const startSec = start === null ? null : Date.parse(start) / 1000;
    const endSec = end === null ? null : Date.parse(end) / 1000;
    if (startSec !== null && endSec !== null && (endSec - startSec) / granularity + 1 > 300) {
      return fail(400, 'granularity too small for the requested time range. Count of aggregations requested exceeds 300');
    }
    return { symbol: product, intervalSec: granularity, endSec, startSec, limit: 300 };
  },
  write(_query, candles) {
    const number = (text: string) => new LosslessNumber(text);
    const rows = [...candles]
      .reverse()
      .map((candle) => [
        number(String(candle.timeSec)),
        number(candle.low),
        number(candle.high),
        number(candle.open),
        number(candle.close),
        number(candle.volume),
      ]);
    return stringify(rows) ?? '';
  },
};
