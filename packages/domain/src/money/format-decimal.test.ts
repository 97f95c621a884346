import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('groups thousands and pads to the scale, exactly, with no float on the way', () => {
    expect(formatDecimal('10049.7', { scale: 2 })).toBe('10,049.70');
    expect(formatDecimal('123456789012345678901.005', { scale: 2 })).toBe('123,456,789,012,345,678,901.00');
    expect(formatDecimal('0.1', { scale: 5 })).toBe('0.10000');
    expect(formatDecimal('999', { scale: 0 })).toBe('999');
  });

  it('rounds half-even by default and as asked otherwise', () => {
    expect(formatDecimal('-0.125', { scale: 2 })).toBe('−0.12');
    expect(formatDecimal('0.135', { scale: 2 })).toBe('0.14');
    expect(formatDecimal('0.125', { scale: 2, mode: 'half-up' })).toBe('0.13');
  });

  it('writes a true minus, a plus only when asked, and no sign on what rounds to zero', () => {
    expect(formatDecimal('-1234.5', { scale: 2 })).toBe('−1,234.50');
    expect(formatDecimal('1.78', { scale: 2, sign: 'always' })).toBe('+1.78');
    expect(formatDecimal('-0.001', { scale: 2, sign: 'always' })).toBe('0.00');
    expect(formatDecimal('-1234.5', { scale: 2, minus: '-' })).toBe('-1,234.50');
  });

  it("uses the locale's separators", () => {
    expect(formatDecimal('1234.5', { scale: 2, locale: 'nl' })).toBe('1.234,50');
    expect(formatDecimal('1234567.891', { scale: 3, locale: 'de-CH' })).toMatch(/^1.234.567\.891$/);
    expect(formatDecimal('1234.5', { scale: 2, locale: 'en-GB' })).toBe('1,234.50');
  });
});
