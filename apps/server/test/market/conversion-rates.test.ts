import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { createConversionRates } from '../../src/market/conversion-rates';

const quote = (bid: string, ask: string) => ({ bid: Decimal.from(bid), ask: Decimal.from(ask) });

describe('conversion to the account currency', () => {
  const rates = createConversionRates(
    new Map([
      ['EURUSD', quote('1.24999', '1.25001')],
      ['EURGBP', quote('0.79999', '0.80001')],
      ['USDSEK', quote('9.99990', '10.00010')],
      ['GBPUSD', quote('1.56000', '1.56010')],
    ]),
  );

  it('is 1 for EUR', () => {
    expect(rates.toAccount('EUR').toString()).toBe('1');
  });

  it('uses a EUR pair directly at its mid: 1 / mid', () => {
    expect(rates.toAccount('USD').toString()).toBe('0.8');
    expect(rates.toAccount('GBP').toString()).toBe('1.25');
  });

  it('goes through the US dollar when a currency has no EUR pair', () => {
    // 1 SEK = 0.1 USD = 0.08 EUR.
    expect(rates.toAccount('SEK').toString()).toBe('0.08');
  });

  it('refuses a currency without a pair, naming it', () => {
    expect(() => rates.toAccount('XYZ')).toThrow('No forex quote converts XYZ to EUR');
  });
});
