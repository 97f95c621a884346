import { Decimal } from '@beurs/domain';
import { BadMessageError } from './exchange-protocol';
import { priceOf } from './message-fields';
import type { ExchangeCandle } from './history-api';

/**
 * A volume as exact decimal text: like a price, but zero is a volume (a bucket without trades).
 * Exponents are written out in full.
 */
export function volumeOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || !Decimal.isValid(value))
    throw new BadMessageError(`${what} is not a decimal number: ${JSON.stringify(value)?.slice(0, 40)}`);
  const volume = Decimal.from(value);
  if (volume.isNegative()) throw new BadMessageError(`${what} is below zero: ${value}`);
  return /[eE]/.test(value) ? volume.toString() : value;
}

/** A bucket's start in whole seconds since the epoch (a number or its text), as ms; a BadMessageError otherwise. */
export function secondsOf(value: unknown, what: string): number {
  const seconds = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0)
    throw new BadMessageError(`${what} is not a time in seconds: ${JSON.stringify(value)?.slice(0, 40)}`);
  return seconds * 1000;
}

/** A candle from its fields' text, checked: every price above zero, the high the highest and the low the lowest. */
export function candleOf(
  time: number,
  fields: { open: unknown; high: unknown; low: unknown; close: unknown; volume: unknown },
): ExchangeCandle {
  const candle = {
    time,
    open: priceOf(fields.open, 'open'),
    high: priceOf(fields.high, 'high'),
    low: priceOf(fields.low, 'low'),
    close: priceOf(fields.close, 'close'),
    volume: volumeOf(fields.volume, 'volume'),
  };
  const high = Decimal.from(candle.high);
  const low = Decimal.from(candle.low);
  if (
    [candle.open, candle.close, candle.low].some((price) => high.lt(price)) ||
    [candle.open, candle.close].some((price) => low.gt(price))
  ) {
    throw new BadMessageError(`the candle at ${new Date(time).toISOString()} has prices outside its high and low`);
  }
  return candle;
}

/** Oldest first, one candle per bucket (a repeated bucket keeps the last one read). */
export function inTimeOrder(candles: readonly ExchangeCandle[]): ExchangeCandle[] {
  return [...new Map(candles.map((candle) => [candle.time, candle])).values()].sort((a, b) => a.time - b.time);
}
