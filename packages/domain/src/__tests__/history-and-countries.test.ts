import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveCountryOptions, sortAndDedupeHistory } from '../index';

describe('symbol history (contract §4)', () => {
  it('sorts by time ascending and drops consecutive entries with the same time', () => {
    const history = sortAndDedupeHistory([
      { time: 3, close: 'c' },
      { time: 1, close: 'a' },
      { time: 3, close: 'd' },
      { time: 2, close: 'b' },
    ]);
    expect(history).toEqual([
      { time: 1, close: 'a' },
      { time: 2, close: 'b' },
      { time: 3, close: 'd' },
    ]);
  });

  it('does not change its input', () => {
    const input = [{ time: 2 }, { time: 1 }];
    sortAndDedupeHistory(input);
    expect(input).toEqual([{ time: 2 }, { time: 1 }]);
  });

  const entries = fc.array(fc.record({ time: fc.integer({ min: 0, max: 50 }), value: fc.integer() }), { maxLength: 200 });

  it('always returns entries sorted with no equal neighbours', () => {
    fc.assert(
      fc.property(entries, (input) => {
        const output = sortAndDedupeHistory(input);
        for (let i = 1; i < output.length; i += 1) expect(output[i]!.time).toBeGreaterThan(output[i - 1]!.time);
      }),
    );
  });

  it('keeps every distinct time once, and the last entry received for it', () => {
    fc.assert(
      fc.property(entries, (input) => {
        const output = sortAndDedupeHistory(input);
        expect(output.map((entry) => entry.time)).toEqual([...new Set(input.map((entry) => entry.time))].sort((a, b) => a - b));
        for (const entry of output) expect(entry).toBe(input.findLast((candidate) => candidate.time === entry.time));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(entries, (input) => {
        const once = sortAndDedupeHistory(input);
        expect(sortAndDedupeHistory(once)).toEqual(once);
      }),
    );
  });
});

describe('country options (contract §3)', () => {
  it('lists the distinct non-empty countries of the symbols, sorted, with ids from 1', () => {
    const options = deriveCountryOptions([
      { country: 'Netherlands' },
      { country: '' },
      { country: 'Germany' },
      { country: 'Netherlands' },
      { country: null },
      { country: '  ' },
    ]);
    expect(options).toEqual([
      { id: 1, name: 'Germany' },
      { id: 2, name: 'Netherlands' },
    ]);
  });

  it('gives a country the same id whatever the order of the symbols', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['France', 'Japan', 'United States', 'Germany', ''], { minLength: 1 }), (names) => {
        const forward = deriveCountryOptions(names.map((country) => ({ country })));
        const backward = deriveCountryOptions([...names].reverse().map((country) => ({ country })));
        expect(backward).toEqual(forward);
      }),
    );
  });
});
