import type { Chart, Series } from 'highcharts';
import type { CandlePoint, VolumePoint } from './candle-point';
import { PRICE_SERIES_ID } from './chart-indicators';

function seriesOf(chart: Chart, id: string): Series | null {
  const found = chart.get(id);
  return found && 'addPoint' in found ? (found as Series) : null;
}

/**
 * Brings the chart's series in step with live candles without redrawing from scratch: the last
 * candle is moved in place and candles opened since `before` (the count the series had) are
 * appended. Setting the whole history again on every tick costs time in proportion to the history
 * (years of weekly candles, a day of minutes); this costs the same whatever its length. Falls back
 * to setting the data when the series does not hold the last point as an object (never drawn).
 * Does not redraw: the caller does, once per frame.
 */
export function moveLastCandles(chart: Chart, points: readonly CandlePoint[], volumes: readonly VolumePoint[], before: number): void {
  const price = seriesOf(chart, PRICE_SERIES_ID);
  const volume = seriesOf(chart, 'volume');
  if (!price) return;
  const kept = Math.min(before, points.length);
  const lastKept = price.data[kept - 1];
  const lastPoint = points[kept - 1];
  if (kept > 0 && (!lastKept || !lastPoint || lastKept.x !== lastPoint[0])) {
    price.setData(
      points.map((point) => [...point]),
      false,
      false,
      true,
    );
    volume?.setData(
      volumes.map((point) => [...point]),
      false,
      false,
      true,
    );
    return;
  }
  if (lastKept && lastPoint) lastKept.update([...lastPoint], false, false);
  for (const point of points.slice(kept)) price.addPoint([...point], false, false, false);
  for (const point of volumes.slice(kept)) volume?.addPoint([...point], false, false, false);
}
