import { describe, expect, it } from 'vitest';
import { describeInstant, isMarketOpen, nextMarketOpen } from '../../src/market/trading-hours';
import { CRYPTO_HOURS, FOREX_HOURS, exchangeHours } from '../../src/market/trading-hours-presets';

const at = (iso: string) => new Date(iso);

describe('trading hours', () => {
  it('opens forex on Sunday 22:00 UTC and closes it on Friday 22:00 UTC in winter', () => {
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-22T21:59:00Z'))).toBe(false);
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-22T22:00:00Z'))).toBe(true);
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-25T03:00:00Z'))).toBe(true);
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-27T21:59:00Z'))).toBe(true);
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-27T22:00:00Z'))).toBe(false);
    expect(isMarketOpen(FOREX_HOURS, at('2026-11-28T12:00:00Z'))).toBe(false);
  });

  it('follows the exchange through daylight saving time', () => {
    const nyse = exchangeHours('America/New_York', '09:30', '16:00');
    // EDT (UTC-4) in June, EST (UTC-5) in November.
    expect(isMarketOpen(nyse, at('2026-06-15T13:30:00Z'))).toBe(true);
    expect(isMarketOpen(nyse, at('2026-06-15T13:29:00Z'))).toBe(false);
    expect(isMarketOpen(nyse, at('2026-11-23T14:29:00Z'))).toBe(false);
    expect(isMarketOpen(nyse, at('2026-11-23T14:30:00Z'))).toBe(true);
    expect(isMarketOpen(nyse, at('2026-11-23T21:00:00Z'))).toBe(false);
  });

  it('honours a lunch break', () => {
    const tokyo = exchangeHours('Asia/Tokyo', '09:00', '15:00', { from: '11:30', to: '12:30' });
    expect(isMarketOpen(tokyo, at('2026-11-24T02:29:00Z'))).toBe(true);
    expect(isMarketOpen(tokyo, at('2026-11-24T02:30:00Z'))).toBe(false);
    expect(isMarketOpen(tokyo, at('2026-11-24T03:30:00Z'))).toBe(true);
  });

  it('keeps crypto open around the clock', () => {
    for (const iso of ['2026-11-21T00:00:00Z', '2026-11-22T23:59:00Z', '2026-12-25T12:00:00Z']) {
      expect(isMarketOpen(CRYPTO_HOURS, at(iso))).toBe(true);
    }
  });

  it('finds the next opening to the minute', () => {
    expect(nextMarketOpen(FOREX_HOURS, at('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextMarketOpen(exchangeHours('America/New_York', '09:30', '16:00'), at('2026-11-23T21:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T14:30:00.000Z',
    );
    // Already open: now.
    expect(nextMarketOpen(CRYPTO_HOURS, at('2026-11-23T14:30:00Z'))?.toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(describeInstant(at('2026-11-29T22:00:00Z'))).toBe('Sunday 29 November 2026 at 22:00 UTC');
  });
});
