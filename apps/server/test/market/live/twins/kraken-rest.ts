import { LosslessNumber, stringify } from 'lossless-json';
import type { TwinRestProtocol } from './twin-rest';

const INTERVALS = new Set([1, 5, 15, 30, 60, 240, 1440, 10080, 21600]);
/** Kraken's REST names of two assets its WebSocket v2 names otherwise. */
const WS_ASSETS: Readonly<Record<string, string>> = { XBT: 'BTC', XDG: 'DOGE' };

/**
 * Kraken's `GET /0/public/OHLC?pair=XBTUSD&interval=<minutes>`: the latest 720 candles of the
 * interval whatever `since` says, `[time, open, high, low, close, vwap, volume, count]` with
 * prices as text, keyed by Kraken's own name of the pair; errors as `{ error: [...] }` with 200.
 */
export const KRAKEN_REST: TwinRestProtocol = {
  depth: 720,
  read(url) {
    const fail = (error: string) => ({ status: 200, body: JSON.stringify({ error: [error] }) });
    if (url.pathname !== '/0/public/OHLC') return { status: 404, body: '{"error":["EGeneral:Unknown method"]}' };
    const match = /^([A-Z0-9]{2,10})(USD)$/.exec(url.searchParams.get('pair') ?? '');
    if (!match) return fail('EQuery:Unknown asset pair');
    const minutes = Number(url.searchParams.get('interval') ?? '1');
    if (!INTERVALS.has(minutes)) return fail('EGeneral:Invalid arguments');
    const base = match[1] as string;
    return { symbol: `${WS_ASSETS[base] ?? base}/${match[2]}`, intervalSec: minutes * 60, endSec: null, startSec: null, limit: 720 };
  },
  write(query, candles) {
    const [base = '', quote = ''] = query.symbol.split('/');
    const legacy = base === 'BTC' || base === 'DOGE';
    const key = legacy ? `X${base === 'BTC' ? 'XBT' : 'XDG'}Z${quote}` : `${base}${quote}`;
    const rows = candles.map((candle) => [
      new LosslessNumber(String(candle.timeSec)),
      candle.open,
      candle.high,
      candle.low,
      candle.close,
      candle.close,
      candle.volume,
      new LosslessNumber('17'),
    ]);
    const last = candles.length >= 2 ? (candles[candles.length - 2]?.timeSec ?? 0) : 0;
    return stringify({ error: [], result: { [key]: rows, last: new LosslessNumber(String(last)) } }) ?? '';
  },
};
