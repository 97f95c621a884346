import { describe, expect, it } from 'vitest';
import { HISTORY_LAYERS, generateHistory } from '../../src/market/history-generator';
import { CRYPTO_HOURS, FOREX_HOURS } from '../../src/market/trading-hours-presets';

const MINUTE = 60_000;
// Sunday 29 November 2026, 12:00 UTC: forex last traded on Friday evening (New York close).
const SUNDAY_NOON = Date.UTC(2026, 10, 29, 12);

function minutesOf(instrument: { tradingHours: typeof FOREX_HOURS }, endMs: number) {
  const history = generateHistory({ seed: 7, endMs, instrument: { instrumentId: 'EURUSD', volatility: 0.08, basePrice: 1.085, ...instrument } });
  return history.candles.filter((candle) => candle.resolution === '1m').sort((a, b) => a.time - b.time);
}

describe('the seeded minute history', () => {
  it('a market seeded on a Sunday has Friday’s last trading minutes at 1m', () => {
    const minutes = minutesOf({ tradingHours: FOREX_HOURS }, SUNDAY_NOON);
    expect(minutes.length).toBeGreaterThanOrEqual(HISTORY_LAYERS.minuteCandles);
    const last = new Date(minutes.at(-1)?.time ?? 0);
    // Friday, the last trading minutes before the weekend close.
    expect(last.getUTCDay()).toBe(5);
    expect(SUNDAY_NOON - last.getTime()).toBeGreaterThan(24 * 60 * MINUTE);
  });

  it('a market open around the clock keeps a day of minutes', () => {
    const minutes = minutesOf({ tradingHours: CRYPTO_HOURS }, SUNDAY_NOON);
    expect(minutes.length).toBe(24 * 60);
    expect(minutes.at(-1)?.time).toBe(SUNDAY_NOON - MINUTE);
  });
});
