import { describe, expect, it } from 'vitest';
import { Crossover } from './crossover';

describe('Crossover', () => {
  it('says nothing until the slow window is full, then signals each crossing once', () => {
    const crossover = new Crossover(2, 4);
    const signals = [10, 10, 10, 9, 8, 9, 11, 12, 12, 11, 9, 8].map((price) => crossover.next(price));
    expect(signals.slice(0, 4)).toEqual([null, null, null, null]);
    expect(signals.filter((signal) => signal !== null)).toEqual(['buy', 'sell']);
    expect(signals.indexOf('buy')).toBe(6);
    expect(signals.indexOf('sell')).toBe(10);
  });

  it('refuses windows that cannot cross', () => {
    expect(() => new Crossover(5, 5)).toThrow(/fast window must be a whole number below the slow one/);
    expect(() => new Crossover(0, 3)).toThrow(/fast 0, slow 3/);
  });
});
