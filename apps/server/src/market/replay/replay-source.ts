import { Decimal } from '@beurs/domain';
import type { DbOrTx } from '../../db/database';
import { INSTRUMENT_CATALOGUE } from '../instrument-catalogue';
import { planBarPath, priceOnPath } from './minute-bar-path';
import { lastRowAtOrBefore, loadRecordedWindows, type LoadedRow, type RecordedWindow } from './recorded-window';
import { loadReplayTimeline, recordedInstant, type ReplayTimeline } from './replay-timeline';
import { utcDayOf } from './utc-days';

/** A replayed price: bid, ask and mid as exact decimal text, and the recorded instant it comes from. */
export interface ReplayQuote {
  bid: string;
  ask: string;
  /** (bid + ask) / 2 with 10 places, as the simulator's mid. */
  mid: string;
  /** The recorded volume of this second: a bar's volume spread over its 60 seconds, or the ticks' of the second. */
  volume: number;
  /** The recorded instant replayed, in milliseconds since the epoch. */
  recordedAt: number;
  /** The UTC day of `recordedAt`. */
  recordedDay: string;
}

/** Quotes from a dataset of recorded prices, replayed on today's calendar. */
export interface ReplaySource {
  /**
   * Loads what quoting the instruments at `atMs` and over the next minutes needs. Cheap when it
   * is loaded already: a tick calls it before its quotes, every second.
   */
  prepare(instrumentIds: readonly string[], atMs: number): Promise<void>;
  /**
   * The instrument's replayed quote at `atMs`, or null when no recorded price covers the instant
   * (a closed market, or an instrument the dataset does not hold). Throws when `prepare` was not
   * called for the instrument and an instant near `atMs`.
   */
  quoteAt(instrumentId: string, atMs: number): ReplayQuote | null;
}

/**
 * How long a recorded price holds after its bar ends (or after a tick) when nothing follows: a
 * quiet market keeps its last price for five minutes, after which it counts as closed.
 */
export const QUIET_HOLD_MS = 5 * 60_000;
const MINUTE_MS = 60_000;
/** How far ahead of the instant `prepare` loads, and how much of that must remain before it loads again. */
const LOAD_AHEAD_MS = 15 * MINUTE_MS;
const KEEP_AHEAD_MS = 5 * MINUTE_MS;
/** How far back a row can still cover the instant: a bar's minute plus the quiet hold. */
const LOOK_BACK_MS = MINUTE_MS + QUIET_HOLD_MS;

const CATALOGUE_DIGITS = new Map(INSTRUMENT_CATALOGUE.map((instrument) => [instrument.instrumentId, instrument.digits]));

function priceText(units: number, scale: number, digits: number): string {
  return Decimal.fromUnits(BigInt(units), scale).toFixed(Math.max(scale, digits));
}

function midText(bid: number, ask: number, scale: number): string {
  // (bid + ask) / 2 is exact with one more place: × 5 at scale + 1.
  return Decimal.fromUnits(BigInt(bid + ask) * 5n, scale + 1).toFixed(10);
}

function quote(instrumentId: string, row: LoadedRow, bid: number, ask: number, volume: number, recorded: number): ReplayQuote {
  const digits = CATALOGUE_DIGITS.get(instrumentId) ?? 0;
  return {
    bid: priceText(bid, row.scale, digits),
    ask: priceText(ask, row.scale, digits),
    mid: midText(bid, ask, row.scale),
    volume,
    recordedAt: recorded,
    recordedDay: utcDayOf(recorded),
  };
}

function tickVolumeOfSecond(window: RecordedWindow, index: number, recorded: number): number {
  let volume = 0;
  for (let at = index; at >= 0 && (window.times[at] as number) > recorded - 1000; at -= 1) volume += (window.rows[at] as LoadedRow).volume;
  return volume;
}

/** The quote a window gives at a recorded instant (see `ReplaySource.quoteAt`). */
export function quoteFromWindow(instrumentId: string, window: RecordedWindow, recorded: number): ReplayQuote | null {
  const index = lastRowAtOrBefore(window, recorded);
  if (index < 0) return null;
  const row = window.rows[index] as LoadedRow;
  const since = recorded - row.time;
  if (row.kind === 'tick') {
    if (since >= QUIET_HOLD_MS) return null;
    return quote(instrumentId, row, row.bid[3], row.ask[3], tickVolumeOfSecond(window, index, recorded), recorded);
  }
  if (since < MINUTE_MS) {
    const second = Math.floor(since / 1000);
    const plan = planBarPath(instrumentId, row.time);
    return quote(instrumentId, row, priceOnPath(plan, row.bid, second), priceOnPath(plan, row.ask, second), row.volume / 60, recorded);
  }
  if (since >= MINUTE_MS + QUIET_HOLD_MS) return null;
  return quote(instrumentId, row, row.bid[3], row.ask[3], 0, recorded);
}

/**
 * A replay of the dataset's recorded prices. The recorded week holding `anchorDay` plays as the
 * week holding `nowMs` (the clock at creation by default; processes that should agree pass the
 * same instant, e.g. the configured start), a whole number of weeks apart, and at the end of the
 * dataset the replay wraps to its first whole week (see replay-timeline.ts). One-minute bars
 * play one price a second along a seeded path through their open, high, low and close
 * (minute-bar-path.ts); ticks play as recorded, the last one at or before the instant. Every
 * quote is a pure function of the stored rows and the instant. The dataset's span is read on
 * the first `prepare`: days imported later count from the next source created.
 */
export function createReplaySource(options: { db: DbOrTx; dataset: string; anchorDay: string; nowMs?: number }): ReplaySource {
  const { db, dataset, anchorDay } = options;
  const nowMs = options.nowMs ?? Date.now();
  let timeline: ReplayTimeline | null = null;
  const windows = new Map<string, RecordedWindow>();

  const covers = (window: RecordedWindow | undefined, recorded: number, ahead: number) =>
    window !== undefined && window.from <= recorded - LOOK_BACK_MS && recorded + ahead <= window.to;

  return {
    async prepare(instrumentIds, atMs) {
      timeline ??= await loadReplayTimeline(db, { dataset, anchorDay, nowMs });
      const recorded = recordedInstant(timeline, atMs);
      const stale = instrumentIds.filter((instrumentId) => !covers(windows.get(instrumentId), recorded, KEEP_AHEAD_MS));
      if (stale.length === 0) return;
      const loaded = await loadRecordedWindows(db, {
        dataset,
        instrumentIds: stale,
        from: recorded - LOOK_BACK_MS,
        to: recorded + LOAD_AHEAD_MS,
      });
      for (const [instrumentId, window] of loaded) windows.set(instrumentId, window);
    },
    quoteAt(instrumentId, atMs) {
      const window = windows.get(instrumentId);
      const recorded = timeline ? recordedInstant(timeline, atMs) : Number.NaN;
      if (!timeline || !window || !covers(window, recorded, 0) || recorded >= window.to) {
        throw new Error(
          `Replay of "${dataset}": call prepare([${JSON.stringify(instrumentId)}], atMs) before quoting it at ${new Date(atMs).toISOString()}`,
        );
      }
      return quoteFromWindow(instrumentId, window, recorded);
    },
  };
}
