import { candleStart, Decimal, type CandleResolution } from '@beurs/domain';

/** A stored candle as text, the way the candles table gives it. */
export interface CandleRow {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * Groups candles (oldest first) into the candles of a coarser `resolution`: the first open, the
 * highest high, the lowest low, the last close and the summed volume of each bucket. Exact: the
 * prices stay decimal text.
 */
export function groupCandles(rows: readonly CandleRow[], resolution: CandleResolution): CandleRow[] {
  const grouped: CandleRow[] = [];
  let current: { time: number; open: string; high: Decimal; low: Decimal; close: string; volume: Decimal } | null = null;
  const flush = () => {
    if (!current) return;
    grouped.push({
      time: current.time,
      open: current.open,
      high: current.high.toString(),
      low: current.low.toString(),
      close: current.close,
      volume: current.volume.toString(),
    });
  };
  for (const row of rows) {
    const time = candleStart(resolution, row.time);
    if (current && current.time === time) {
      current.high = Decimal.max(current.high, row.high);
      current.low = Decimal.min(current.low, row.low);
      current.close = row.close;
      current.volume = current.volume.add(row.volume);
      continue;
    }
    flush();
    current = {
      time,
      open: row.open,
      high: Decimal.from(row.high),
      low: Decimal.from(row.low),
      close: row.close,
      volume: Decimal.from(row.volume),
    };
  }
  flush();
  return grouped;
}
