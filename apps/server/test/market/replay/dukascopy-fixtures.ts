import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Decimal } from '@beurs/domain';
import { generateUrls, URL_ROOT, type InstrumentType } from 'dukascopy-node';

/**
 * Files in dukascopy-node's cache, in the format Dukascopy serves: a day of one-minute candles
 * per side, or an hour of ticks, each as a JSON object of a base value and integer deltas in
 * units of `multiplier`. An import pointed at the folder reads them instead of downloading.
 */

/** A one-minute bar: prices as decimal text, volume in millions. */
export interface FixtureBar {
  time: number;
  bid: readonly [open: string, high: string, low: string, close: string];
  ask: readonly [open: string, high: string, low: string, close: string];
  volume: number;
}

/** A tick: bid and ask as decimal text, volumes in millions. */
export interface FixtureTick {
  time: number;
  bid: string;
  ask: string;
  bidVolume: number;
  askVolume: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function units(price: string, decimals: number): number {
  return Number(
    Decimal.from(price)
      .mul(Decimal.fromUnits(10n ** BigInt(decimals), 0))
      .toFixed(0),
  );
}

function priceOf(unitCount: number, decimals: number): number {
  return Number(Decimal.fromUnits(BigInt(unitCount), decimals).toString());
}

function deltas(values: readonly number[]): number[] {
  return values.map((value, index) => (index === 0 ? 0 : value - (values[index - 1] as number)));
}

/** The cache file of one of dukascopy-node's URLs. */
function cacheFile(cacheFolder: string, url: string): string {
  return join(cacheFolder, `${encodeURIComponent(url.replace(`${URL_ROOT}/`, ''))}.json`);
}

function urlsOf(name: string, timeframe: 'tick' | 'm1', priceType: 'bid' | 'ask', from: number, to: number): string[] {
  return generateUrls({ instrument: name as InstrumentType, timeframe, priceType, startDate: new Date(from), endDate: new Date(to) });
}

function writeJson(path: string, body: unknown): void {
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
}

/** Writes a day's one-minute candles of both sides (none: a day without trading). */
export function writeMinuteDay(cacheFolder: string, name: string, day: string, bars: readonly FixtureBar[], decimals: number): void {
  mkdirSync(cacheFolder, { recursive: true });
  const start = Date.parse(`${day}T00:00:00Z`);
  for (const side of ['bid', 'ask'] as const) {
    const [url] = urlsOf(name, 'm1', side, start, start + DAY_MS);
    if (!url) throw new Error(`No URL for ${name} ${day}`);
    const column = (index: number) => bars.map((bar) => units(bar[side][index] as string, decimals));
    const [opens, highs, lows, closes] = [0, 1, 2, 3].map(column) as [number[], number[], number[], number[]];
    const minutes = bars.map((bar) => (bar.time - start) / 60_000);
    writeJson(cacheFile(cacheFolder, url), {
      timestamp: start,
      multiplier: priceOf(1, decimals),
      open: priceOf(opens[0] ?? 0, decimals),
      high: priceOf(highs[0] ?? 0, decimals),
      low: priceOf(lows[0] ?? 0, decimals),
      close: priceOf(closes[0] ?? 0, decimals),
      shift: 60_000,
      times: minutes.map((minute, index) => (index === 0 ? minute : minute - (minutes[index - 1] as number))),
      opens: deltas(opens),
      highs: deltas(highs),
      lows: deltas(lows),
      closes: deltas(closes),
      volumes: bars.map((bar) => bar.volume),
    });
  }
}

/** Writes a day's ticks as its 24 hourly files (an hour without ticks is an empty file). */
export function writeTickDay(cacheFolder: string, name: string, day: string, ticks: readonly FixtureTick[], decimals: number): void {
  mkdirSync(cacheFolder, { recursive: true });
  const start = Date.parse(`${day}T00:00:00Z`);
  for (let hour = 0; hour < 24; hour += 1) {
    const from = start + hour * HOUR_MS;
    const [url] = urlsOf(name, 'tick', 'bid', from, from + HOUR_MS);
    if (!url) throw new Error(`No URL for ${name} ${day} ${hour}h`);
    const inHour = ticks.filter((tick) => tick.time >= from && tick.time < from + HOUR_MS);
    const asks = inHour.map((tick) => units(tick.ask, decimals));
    const bids = inHour.map((tick) => units(tick.bid, decimals));
    const times = inHour.map((tick) => tick.time);
    writeJson(cacheFile(cacheFolder, url), {
      timestamp: from,
      multiplier: priceOf(1, decimals),
      ask: priceOf(asks[0] ?? 0, decimals),
      bid: priceOf(bids[0] ?? 0, decimals),
      times: times.map((time, index) => (index === 0 ? time - from : time - (times[index - 1] as number))),
      asks: deltas(asks),
      bids: deltas(bids),
      // Dukascopy counts tick volume in units; dukascopy-node reports millions.
      askVolumes: inHour.map((tick) => tick.askVolume * 1e6),
      bidVolumes: inHour.map((tick) => tick.bidVolume * 1e6),
    });
  }
}

/** Overwrites a day's bid candles with a file that is not Dukascopy's format (a broken download). */
export function corruptMinuteDay(cacheFolder: string, name: string, day: string): void {
  const start = Date.parse(`${day}T00:00:00Z`);
  const [url] = urlsOf(name, 'm1', 'bid', start, start + DAY_MS);
  if (!url) throw new Error(`No URL for ${name} ${day}`);
  writeJson(cacheFile(cacheFolder, url), '<html>502 Bad Gateway</html>');
}
