import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { createInstrumentModel, quoteAround } from '../../src/market/price-model';
import { normalAt, uniformAt } from '../../src/market/seeded-random';
import { fatTailedFromUniform } from '../../src/market/simulator/fat-tailed-draw';

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

  it('widens the quoted spread by the model’s factor, rounded up to the price tick, and not at all at a factor of 1', () => {
    const wide = quoteAround({ mid: Decimal.from('1.0850037'), spread: Decimal.from('0.00008'), digits: 5, spreadFactor: 2.51 });
    // 0.00008 × 2.51 = 0.0002008, up to 0.00021.
    expect(wide.ask.sub(wide.bid).toFixed(5)).toBe('0.00021');
    const normal = quoteAround({ mid: Decimal.from('1.0850037'), spread: Decimal.from('0.00008'), digits: 5, spreadFactor: 1 });
    expect(normal).toEqual({ bid: Decimal.from('1.08496'), ask: Decimal.from('1.08504') });
  });

  it('draws unit-variance innovations with fat tails', () => {
    const draws = Array.from({ length: 50_000 }, (_, index) => fatTailedFromUniform(uniformAt({ seed: 5, stream: 9, counter: index })));
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    const variance = draws.reduce((sum, value) => sum + value * value, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
    // A normal variable is beyond 4 standard deviations 6 times in 100,000; a unit Laplace one about 350 times.
    const beyond = draws.filter((value) => Math.abs(value) > 4).length / draws.length;
    expect(beyond).toBeGreaterThan(0.002);
    expect(Math.abs(fatTailedFromUniform(0.5))).toBe(0);
  });

  it('moves a common factor’s instruments together and keeps the others apart', () => {
    const at = Date.parse('2026-11-23T14:30:01Z');
    const pair = (instrumentId: string) => createInstrumentModel(7, { instrumentId, type: 'forex', volatility: 0.08 });
    const eurusd = pair('EURUSD');
    const gbpusd = pair('GBPUSD');
    const coin = createInstrumentModel(7, { instrumentId: 'BTCUSD', type: 'crypto', volatility: 0.6 });
    let together = 0;
    let apart = 0;
    for (let step = 0; step < 2000; step += 1) {
      const from = at + step * 1000;
      const a = Math.log(eurusd.step(1, from, from + 1000));
      const b = Math.log(gbpusd.step(1, from, from + 1000));
      const c = Math.log(coin.step(1, from, from + 1000));
      together += Math.sign(a) === Math.sign(b) ? 1 : 0;
      apart += Math.sign(a) === Math.sign(c) ? 1 : 0;
    }
    expect(together / 2000).toBeGreaterThan(0.65);
    expect(Math.abs(apart / 2000 - 0.5)).toBeLessThan(0.05);
  });
});
