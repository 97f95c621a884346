import { describe, expect, it } from 'vitest';
import {
  DECIMAL_TEXT_LIMITS,
  Decimal,
  DecimalError,
  checkDecimalText,
  decimalInput,
  decimalTextMessage,
  isDecimalText,
  moneyInput,
} from '../index';

describe('checkDecimalText', () => {
  it('accepts plain digits with an optional sign and fraction', () => {
    for (const text of ['0', '250', '250.50', '-3.5', '+7', '0.0000000001', '9'.repeat(20), `${'9'.repeat(20)}.${'9'.repeat(10)}`]) {
      expect(checkDecimalText(text), text).toEqual({ ok: true });
    }
  });

  it('refuses exponent notation, the reproducer of the 18-second stall included', () => {
    for (const text of ['1e100000000', '1E5', '2.5e-3', '1e+26', '.5e1']) {
      expect(checkDecimalText(text), text).toEqual({ ok: false, problem: 'exponent' });
    }
  });

  it('refuses what is no number at all', () => {
    for (const text of ['', 'abc', '.5', '5.', '1,5', ' 1', '1 000', '--1', '0x10', 'Infinity', 'NaN', '١٢']) {
      expect(checkDecimalText(text), text).toEqual({ ok: false, problem: 'not_a_number' });
    }
  });

  it('bounds the digits before and after the point', () => {
    expect(checkDecimalText('1'.repeat(21))).toEqual({ ok: false, problem: 'too_many_integer_digits' });
    expect(checkDecimalText(`1.${'0'.repeat(11)}`)).toEqual({ ok: false, problem: 'too_many_fraction_digits' });
    expect(isDecimalText('1.5', { integerDigits: 18, fractionDigits: 0 })).toBe(false);
    expect(DECIMAL_TEXT_LIMITS).toEqual({ integerDigits: 20, fractionDigits: 10 });
  });

  it('answers a 60 000-digit string without doing arithmetic on it', () => {
    expect(checkDecimalText('9'.repeat(60_000))).toEqual({ ok: false, problem: 'too_many_integer_digits' });
  });

  it('words each problem with the field name', () => {
    expect(decimalTextMessage('Amount', 'exponent')).toBe(
      'Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3',
    );
    expect(decimalTextMessage('Volume', 'too_many_integer_digits')).toBe('Volume can have at most 20 digits before the decimal point');
  });
});

describe('decimalInput on the grammar', () => {
  const amount = moneyInput({ label: 'Amount', min: '10', max: '1000000', unit: 'EUR' });
  const price = decimalInput({ label: 'Take-profit', scale: 10 });
  const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

  it('refuses "1e100000000" at once with a message that says how to write it', () => {
    expect(messageOf(amount.safeParse('1e100000000'))).toBe(
      'Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3',
    );
  });

  it('refuses a take-profit of 1e26 as text or as a JSON number', () => {
    expect(messageOf(price.safeParse('1e26'))).toContain('plain digits');
    expect(messageOf(price.safeParse(1e26))).toBe('Take-profit can have at most 20 digits before the decimal point');
  });

  it('says "decimal places" for too long a fraction, whatever the bound it broke', () => {
    expect(messageOf(amount.safeParse(`10.${'0'.repeat(11)}1`))).toBe('Amount can have at most 2 decimal places');
    expect(messageOf(amount.safeParse('10.001'))).toBe('Amount can have at most 2 decimal places');
  });

  it('still takes what a person types and numbers a client sends', () => {
    expect(amount.parse(' 250.50 ')).toBe('250.5');
    expect(amount.parse(250.5)).toBe('250.5');
    expect(price.parse(0.0000001)).toBe('0.0000001');
    expect(price.parse('99999999999999999999')).toBe('99999999999999999999');
  });
});

describe('Decimal.from exponent bound', () => {
  it('reads exponents a JavaScript number can have and refuses larger ones at once', () => {
    expect(Decimal.from('1e-4').toString()).toBe('0.0001');
    expect(Decimal.from(Number.MAX_VALUE).toString()).toHaveLength(309);
    expect(() => Decimal.from('1e100000000')).toThrow(DecimalError);
    expect(Decimal.isValid('1e401')).toBe(false);
  });
});
