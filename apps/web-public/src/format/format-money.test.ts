import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format-money';

describe('money and numbers on the public site', () => {
  it('writes an amount with its currency sign where the locale puts it, exactly', () => {
    expect(formatMoney('10000.00', 'EUR')).toBe('€10,000.00');
    expect(formatMoney('0.5', 'USD')).toBe('US$0.50');
    expect(formatMoney('-30', 'GBP')).toBe('−£30.00');
    // Past what a float holds: the digits stay the ones given.
    expect(formatMoney('12345678901234567.89', 'EUR')).toBe('€12,345,678,901,234,567.89');
  });

  it('groups plain numbers with the decimals asked for', () => {
    expect(formatNumber('100000', 0)).toBe('100,000');
    expect(formatNumber('0.1', 2)).toBe('0.10');
  });
});
