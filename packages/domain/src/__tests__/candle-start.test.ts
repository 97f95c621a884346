import { describe, expect, it } from 'vitest';
import { CANDLE_MS, candleStart } from '../index';

describe('candleStart', () => {
  it('starts 4h candles on the UTC hours divisible by four', () => {
    expect(candleStart('4h', Date.parse('2026-11-24T09:30:00Z'))).toBe(Date.parse('2026-11-24T08:00:00Z'));
    expect(candleStart('4h', Date.parse('2026-11-24T08:00:00Z'))).toBe(Date.parse('2026-11-24T08:00:00Z'));
  });

  it('starts weeks on Monday 00:00 UTC, whatever day the time falls on', () => {
    for (const day of ['2026-11-23T00:00:00Z', '2026-11-26T12:00:00Z', '2026-11-29T23:59:59Z']) {
      expect(candleStart('1w', Date.parse(day))).toBe(Date.parse('2026-11-23T00:00:00Z'));
    }
    expect(candleStart('1w', Date.parse('2026-11-30T00:00:00Z'))).toBe(Date.parse('2026-11-30T00:00:00Z'));
  });

  it('puts every time in the candle that holds it, one candle long', () => {
    const at = Date.parse('2026-11-24T13:47:12.345Z');
    for (const resolution of Object.keys(CANDLE_MS) as Array<keyof typeof CANDLE_MS>) {
      const start = candleStart(resolution, at);
      expect(start).toBeLessThanOrEqual(at);
      expect(at).toBeLessThan(start + CANDLE_MS[resolution]);
    }
  });
});
