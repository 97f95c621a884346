import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { createInstrumentModel, quoteAround } from '../../src/market/price-model';
import { normalAt, uniformAt } from '../../src/market/seeded-random';

describe('price model', () => {
  it('draws the same numbers for the same seed, instrument and instant, and others otherwise', () => {
    const a = createInstrumentModel(7, { instrumentId: 'EURUSD', volatility: 0.07 });
    const b = createInstrumentModel(7, { instrumentId: 'EURUSD', volatility: 0.07 });
    const otherSeed = createInstrumentModel(8, { instrumentId: 'EURUSD', volatility: 0.07 });
    const otherInstrument = createInstrumentModel(7, { instrumentId: 'GBPUSD', volatility: 0.07 });
    const t0 = Date.parse('2026-11-23T14:30:00Z');
    expect(a.step(1.085, t0, t0 + 1000)).toBe(b.step(1.085, t0, t0 + 1000));
    expect(a.step(1.085, t0, t0 + 1000)).not.toBe(otherSeed.step(1.085, t0, t0 + 1000));
    expect(a.step(1.085, t0, t0 + 1000)).not.toBe(otherInstrument.step(1.085, t0, t0 + 1000));
    expect(a.step(1.085, t0, t0)).toBe(1.085);
  });

  it('draws standard normal numbers', () => {
    const draws = Array.from({ length: 20_000 }, (_, index) => normalAt({ seed: 1, stream: 2, counter: 1_700_000_000_000 + index * 1000 }));
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    const variance = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
    const uniform = uniformAt({ seed: 1, stream: 2, counter: 3 });
    expect(uniform).toBeGreaterThan(0);
    expect(uniform).toBeLessThan(1);
  });

  it('moves with the instrument volatility: one day of 1-minute steps spreads about σ/√365', () => {
    const model = createInstrumentModel(3, { instrumentId: 'TEST', volatility: 0.2 });
    const logs: number[] = [];
    for (let path = 0; path < 200; path += 1) {
      let mid = 100;
      const start = 1_800_000_000_000 + path * 86_400_000 * 2;
      for (let step = 1; step <= 1440; step += 1) mid = model.step(mid, start + (step - 1) * 60_000, start + step * 60_000);
      logs.push(Math.log(mid / 100));
    }
    const sd = Math.sqrt(logs.reduce((sum, value) => sum + value * value, 0) / logs.length);
    const expected = 0.2 / Math.sqrt(365.25);
    expect(sd).toBeGreaterThan(expected * 0.75);
    expect(sd).toBeLessThan(expected * 1.25);
  });

  it('quotes bid and ask exactly one spread apart around the mid', () => {
    const quote = quoteAround({ mid: Decimal.from('1.0850037'), spread: Decimal.from('0.00008'), digits: 5 });
    expect(quote).toEqual({ bid: Decimal.from('1.08496'), ask: Decimal.from('1.08504') });
    const stock = quoteAround({ mid: Decimal.from('229.505'), spread: Decimal.from('0.04'), digits: 2 });
    expect(stock.ask.sub(stock.bid).toFixed(2)).toBe('0.04');
  });
});
