import { Decimal } from '@beurs/domain';
import { BadMessageError } from './exchange-protocol';

/** A JSON object from a message, or a BadMessageError naming what was expected. */
export function objectOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadMessageError(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/** A JSON array from a message, or a BadMessageError. */
export function arrayOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new BadMessageError(`${what} is not an array`);
  return value;
}

/** A string field, or a BadMessageError. */
export function textOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new BadMessageError(`${what} is not a string`);
  return value;
}

/**
 * A price as exact decimal text: the text the exchange sent when it is plain decimal notation,
 * the same value written out in full when the exchange used an exponent (`1.2e-5`). Rejects
 * anything the domain's Decimal cannot read and prices that are not above zero.
 */
export function priceOf(value: unknown, what: string): string {
  const text = textOf(value, what);
  if (!Decimal.isValid(text)) throw new BadMessageError(`${what} is not a decimal number: ${JSON.stringify(text).slice(0, 40)}`);
  const price = Decimal.from(text);
  if (!price.isPositive()) throw new BadMessageError(`${what} is not above zero: ${text}`);
  return /[eE]/.test(text) ? price.toString() : text;
}

/** An RFC 3339 time as ms since the epoch; null when absent, a BadMessageError when unreadable. */
export function timeOf(value: unknown, what: string): number | null {
  if (value === undefined || value === null) return null;
  const ms = Date.parse(textOf(value, what));
  if (Number.isNaN(ms)) throw new BadMessageError(`${what} is not a time: ${JSON.stringify(value).slice(0, 40)}`);
  return ms;
}
