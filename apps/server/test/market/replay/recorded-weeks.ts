import { Decimal } from '@beurs/domain';
import { writeMinuteDay, writeTickDay, type FixtureBar, type FixtureTick } from './dukascopy-fixtures';

/**
 * A small recorded history in dukascopy-node's cache: EURUSD one-minute bars for three whole
 * replay weeks, Saturday 2025-11-01 to Friday 2025-11-21, ten bars from 10:00 UTC on each
 * weekday and nothing at weekends; and GBPUSD ticks on Wednesday 2025-11-12.
 */
export const FIRST_DAY = '2025-11-01';
export const LAST_DAY = '2025-11-21';
export const TICK_DAY = '2025-11-12';

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS)
    days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const price = (units: number) => Decimal.fromUnits(BigInt(units), 5).toFixed(5);

/** The bars of a day: a different level each day and minute, 8 points of spread, distinct high and low. */
export function eurusdBars(day: string): FixtureBar[] {
  if (isWeekend(day)) return [];
  const dayIndex = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / DAY_MS);
  const start = Date.parse(`${day}T10:00:00Z`);
  return Array.from({ length: 10 }, (_, minute) => {
    const open = 108_000 + dayIndex * 100 + minute * 10;
    const [o, h, l, c] = [open, open + 25, open - 17, open + 6];
    return {
      time: start + minute * 60_000,
      bid: [price(o), price(h), price(l), price(c)],
      ask: [price(o + 8), price(h + 8), price(l + 8), price(c + 8)],
      volume: 1.25 + minute,
    };
  });
}

/** GBPUSD ticks: one every 7.5 s from 14:00 to 14:05 UTC, two of them in the same second. */
export function gbpusdTicks(): FixtureTick[] {
  const start = Date.parse(`${TICK_DAY}T14:00:00Z`);
  return Array.from({ length: 40 }, (_, index) => ({
    time: start + index * 7_500 + (index === 5 ? -6_900 : 0),
    bid: price(131_000 + index * 3),
    ask: price(131_011 + index * 3),
    bidVolume: 0.5,
    askVolume: 0.25,
  })).sort((a, b) => a.time - b.time);
}

/** Writes the whole fixture history into the cache folder. */
export function writeRecordedWeeks(cacheFolder: string): void {
  for (const day of daysBetween(FIRST_DAY, LAST_DAY)) writeMinuteDay(cacheFolder, 'eurusd', day, eurusdBars(day), 5);
  writeTickDay(cacheFolder, 'gbpusd', TICK_DAY, gbpusdTicks(), 5);
}
