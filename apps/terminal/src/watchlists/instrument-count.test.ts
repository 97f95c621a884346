import { describe, expect, it } from 'vitest';
import { instrumentCount } from './instrument-count';

describe('instrumentCount', () => {
  it('says "No instruments" for an empty list', () => {
    expect(instrumentCount(0)).toBe('No instruments');
  });

  it('says one instrument in the singular', () => {
    expect(instrumentCount(1)).toBe('1 instrument');
  });

  it('says more in the plural', () => {
    expect(instrumentCount(2)).toBe('2 instruments');
    expect(instrumentCount(200)).toBe('200 instruments');
  });
});
