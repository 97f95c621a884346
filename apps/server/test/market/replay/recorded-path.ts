import { Decimal } from '@beurs/domain';
import type { Db } from '../../../src/db/database';
import { INSTRUMENT_CATALOGUE } from '../../../src/market/instrument-catalogue';
import { writeRecordedDay } from '../../../src/market/replay/recorded-day-writer';
import type { RecordedRow } from '../../../src/market/replay/recorded-row';
import { seededUniform } from '../../seeded-uniform';

/**
 * A recorded day of one-minute bars for tests of the money path on a replay: a seeded random walk
 * per instrument from its catalogue price, wide enough (up to `maxMoveThousandths` of the price a
 * minute, highs and lows half as far again) that a few minutes of replay cross stop-losses,
 * pending orders and margin, with the instrument's spread between bid and ask. Written to
 * `recorded_prices` the way an import writes a day, so the server's replay plays it as it would
 * Dukascopy's.
 */
export interface RecordedPathOptions {
  dataset: string;
  instrumentIds: readonly string[];
  /** The recorded UTC day, `YYYY-MM-DD`. */
  day: string;
  /** The first bar's start, `HH:MM` UTC, and how many bars follow it. */
  from: string;
  minutes: number;
  maxMoveThousandths: number;
  seed: number;
}

/** The bars of one instrument; prices in whole units of its last digit, so every one is exact. */
export function recordedBars(instrumentId: string, options: RecordedPathOptions, draw: () => number): RecordedRow[] {
  const definition = INSTRUMENT_CATALOGUE.find((each) => each.instrumentId === instrumentId);
  if (!definition) throw new Error(`${instrumentId} is not in the catalogue`);
  const { digits } = definition;
  const unit = 10 ** digits;
  const spread = Math.round(Number(definition.spread) * unit);
  const text = (units: number) => Decimal.fromUnits(BigInt(units), digits).toFixed(digits);
  const start = Date.parse(`${options.day}T${options.from}:00Z`);
  let open = Math.round(Number(definition.basePrice) * unit);
  const rows: RecordedRow[] = [];
  for (let minute = 0; minute < options.minutes; minute += 1) {
    const close = Math.max(spread + 1, Math.round(open * (1 + ((draw() * 2 - 1) * options.maxMoveThousandths) / 1000)));
    const reach = (options.maxMoveThousandths / 2000) * open;
    const high = Math.max(open, close) + Math.round(draw() * reach);
    const low = Math.max(1, Math.min(open, close) - Math.round(draw() * reach));
    rows.push({
      time: start + minute * 60_000,
      bidOpen: text(open),
      bidHigh: text(high),
      bidLow: text(low),
      bidClose: text(close),
      askOpen: text(open + spread),
      askHigh: text(high + spread),
      askLow: text(low + spread),
      askClose: text(close + spread),
      volume: '1.5',
    });
    open = close;
  }
  return rows;
}

/** Writes the day for every instrument; answers the bars by instrument. */
export async function writeRecordedPath(db: Db, options: RecordedPathOptions): Promise<Map<string, RecordedRow[]>> {
  const draw = seededUniform(options.seed);
  const written = new Map<string, RecordedRow[]>();
  for (const instrumentId of options.instrumentIds) {
    const rows = recordedBars(instrumentId, options, draw);
    await writeRecordedDay(db, {
      dataset: options.dataset,
      instrumentId,
      day: options.day,
      timeframe: 'm1',
      origin: 'test:recorded-path',
      rows,
      importedAt: new Date(`${options.day}T23:00:00Z`),
    });
    written.set(instrumentId, rows);
  }
  return written;
}
