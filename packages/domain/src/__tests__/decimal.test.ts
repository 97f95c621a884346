import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, DecimalError, formatMoneyAmount, sumMoney, toMoney } from '../index';

describe('Decimal', () => {
  it('adds without binary floating-point error', () => {
    expect(Decimal.from('0.1').add('0.2').toString()).toBe('0.3');
    expect(Decimal.from(0.1).add(0.2).eq('0.3')).toBe(true);
  });

  it('reads exponent notation and negative numbers', () => {
    expect(Decimal.from('1e-4').toString()).toBe('0.0001');
    expect(Decimal.from(1e21).toString()).toBe('1000000000000000000000');
    expect(Decimal.from('-12.50').toFixed(2)).toBe('-12.50');
  });

  it('refuses text that is not a number', () => {
    expect(() => Decimal.from('12,5')).toThrow(DecimalError);
    expect(() => Decimal.from(Number.NaN)).toThrow(DecimalError);
    expect(Decimal.isValid('abc')).toBe(false);
    expect(Decimal.isValid(' 3.5 ')).toBe(true);
  });

  it('rounds half-even by default and as asked otherwise', () => {
    expect(Decimal.from('2.345').toFixed(2)).toBe('2.34');
    expect(Decimal.from('2.355').toFixed(2)).toBe('2.36');
    expect(Decimal.from('2.345').toFixed(2, 'half-up')).toBe('2.35');
    expect(Decimal.from('-2.341').toFixed(2, 'ceil')).toBe('-2.34');
    expect(Decimal.from('-2.341').toFixed(2, 'floor')).toBe('-2.35');
    expect(Decimal.from('2.341').toFixed(2, 'up')).toBe('2.35');
  });

  it('divides to the requested scale and refuses division by zero', () => {
    expect(Decimal.from('10').div('3', 4).toString()).toBe('3.3333');
    expect(Decimal.from('-10').div('4', 0, 'half-even').toString()).toBe('-2');
    expect(() => Decimal.from('1').div('0', 2)).toThrow('Division by zero');
  });

  it('counts decimal places without trailing zeros', () => {
    expect(Decimal.from('1.2500').decimalPlaces()).toBe(2);
    expect(Decimal.from('100').decimalPlaces()).toBe(0);
  });

  it('keeps money to the cent', () => {
    expect(formatMoneyAmount('10000')).toBe('10000.00');
    expect(toMoney('10.005').toFixed(2)).toBe('10.00');
    expect(sumMoney(['0.10', '0.20', '-0.05']).toFixed(2)).toBe('0.25');
  });

  it('is exact: (a + b) - b = a for any decimals', () => {
    const decimalText = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => Decimal.fromUnits(units, scale));
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(a.add(b).sub(b).eq(a)).toBe(true);
        expect(a.mul(b).eq(b.mul(a))).toBe(true);
      }),
    );
  });

  it('round-trips through its text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 10 }), (units, scale) => {
        const value = Decimal.fromUnits(units, scale);
        expect(Decimal.from(value.toString()).eq(value)).toBe(true);
      }),
    );
  });
});
