import type { TwinRestProtocol } from './twin-rest';

const STEPS = new Set([60, 180, 300, 900, 1800, 3600, 7200, 14400, 21600, 43200, 86400, 259200]);
const PAIR = /^\/api\/v2\/ohlc\/([a-z0-9]{2,10}usd)\/$/;

/**
 * Bitstamp's `GET /api/v2/ohlc/<btcusd>/?step=&limit=&start=&end=`: `{ data: { pair, ohlc: [{
 * timestamp, open, high, low, close, volume }] } }`, every field as text, oldest first, 1 to
 * 1,000 candles; errors as `{ status: 'error', reason, code }`.
 */
export const BITSTAMP_REST: TwinRestProtocol = {
  // Years on the real exchange; here enough for the chart's targets (2,107 days for 300 weeks) and a page past them.
  depth: 2_500,
  read(url) {
    const fail = (status: number, reason: string) => ({ status, body: JSON.stringify({ status: 'error', reason, code: 'request_error' }) });
    const pair = PAIR.exec(url.pathname)?.[1];
    if (pair === undefined) return fail(404, 'Not found');
    const step = Number(url.searchParams.get('step'));
    const limit = Number(url.searchParams.get('limit'));
    if (!STEPS.has(step)) return fail(400, 'Invalid step');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return fail(400, 'Invalid limit');
    const end = url.searchParams.get('end');
    const start = url.searchParams.get('start');
    return {
      symbol: pair,
      intervalSec: step,
      endSec: end === null ? null : Number(end),
      startSec: start === null ? null : Number(start),
      limit,
    };
  },
  write(query, candles) {
    const ohlc = candles.map((candle) => ({
      high: candle.high,
      timestamp: String(candle.timeSec),
      volume: candle.volume,
      low: candle.low,
      close: candle.close,
      open: candle.open,
    }));
    return JSON.stringify({ data: { pair: `${query.symbol.slice(0, -3).toUpperCase()}/USD`, ohlc } });
  },
};
