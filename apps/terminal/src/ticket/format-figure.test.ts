import { describe, expect, it } from 'vitest';
import { formatFigure } from './format-figure';

describe('formatFigure', () => {
  it('shows a cent and more with two places and thousands separators', () => {
    expect(formatFigure('12.5')).toBe('12.50');
    expect(formatFigure('0.02')).toBe('0.02');
    expect(formatFigure('1234.567')).toBe('1,234.57');
  });

  it('shows less than a cent with two significant digits, not as 0.00', () => {
    expect(formatFigure('0.0084997875')).toBe('0.0085');
    expect(formatFigure('0.001')).toBe('0.001');
    expect(formatFigure('0.000092')).toBe('0.000092');
  });

  it('stops at eight places, and zero is 0.00', () => {
    expect(formatFigure('0.0000000012')).toBe('0.00');
    expect(formatFigure('0.000000087')).toBe('0.00000009');
    expect(formatFigure('0')).toBe('0.00');
  });
});
