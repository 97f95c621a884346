import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatSigned } from './format-decimal';

describe('money formatting', () => {
  it('groups thousands on the exact decimal', () => {
    expect(formatDecimal('1234567.895', 2)).toBe('1,234,567.90');
    expect(formatDecimal('0.1', 2)).toBe('0.10');
    expect(formatMoney('-10049.7', 'EUR')).toBe('−10,049.70 EUR');
  });

  it('signs amounts', () => {
    expect(formatSigned('12.5')).toBe('+12.50');
    expect(formatSigned('-3')).toBe('−3.00');
    expect(formatSigned('0.001')).toBe('0.00');
  });
});
