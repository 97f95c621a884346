import { describe, expect, it } from 'vitest';
import { priceDirection } from './price-direction';

describe('priceDirection', () => {
  it('says up, down, or nothing for an equal decimal written differently', () => {
    expect(priceDirection('1.0850', '1.0852')).toBe('up');
    expect(priceDirection('249.90', '249.89')).toBe('down');
    expect(priceDirection('1.10', '1.1')).toBeNull();
  });
});
