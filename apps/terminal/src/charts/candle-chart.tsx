import { useEffect, useMemo, useRef } from 'react';
import { HighchartsReact, type HighchartsReactRefObject } from 'highcharts-react-official';
import type { Candle } from '@beurs/domain';
import { Highcharts } from './highcharts';
import { applyTicks, midPrice, toCandlePoint, type CandlePoint } from './candle-point';
import { createFrameBatcher } from './frame-batcher';
import { themeColour } from './theme-colour';

/** Props of {@link CandleChart}. */
export interface CandleChartProps {
  instrumentId: string;
  name: string;
  /** Sorted, deduplicated history (sortAndDedupeHistory). */
  candles: readonly Candle[];
  /** The live quote; each new one updates or opens the last candle. */
  quote: { bid: string; ask: string; quote_time: string } | null;
  digits: number;
  height: number;
  /** Candle length in ms. Defaults to one minute. */
  candleMs?: number;
}

/**
 * A Highcharts Stock candlestick of one instrument with live ticks: ticks are batched and
 * applied at most once per animation frame, with one redraw. Data grouping is on, so long
 * ranges stay light.
 */
export default function CandleChart({ instrumentId, name, candles, quote, digits, height, candleMs = 60_000 }: CandleChartProps) {
  const candleMsRef = useRef(candleMs);
  useEffect(() => {
    candleMsRef.current = candleMs;
  });
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const pointsRef = useRef<CandlePoint[]>([]);

  const options = useMemo<Highcharts.Options>(() => {
    pointsRef.current = candles.map(toCandlePoint);
    const up = themeColour('positive', '#0a7a3d');
    const down = themeColour('negative', '#c0262d');
    return {
      chart: { height },
      title: { text: undefined },
      accessibility: { description: `Price of ${name} (${instrumentId}), candles of the mid price.` },
      rangeSelector: {
        selected: 1,
        buttons: [
          { type: 'minute', count: 30, text: '30m' },
          { type: 'hour', count: 2, text: '2h' },
          { type: 'hour', count: 6, text: '6h' },
          { type: 'all', text: 'All' },
        ],
        inputEnabled: false,
      },
      navigator: { enabled: height >= 300 },
      scrollbar: { enabled: false },
      time: { timezone: undefined },
      series: [
        {
          type: 'candlestick',
          id: 'price',
          name: instrumentId,
          data: pointsRef.current.map((point) => [...point]),
          dataGrouping: { enabled: true, approximation: 'ohlc' },
          // Rising candles in the positive colour, falling in the negative one (filled: a
          // hollow candle is not told by colour alone).
          upColor: up,
          upLineColor: up,
          color: down,
          lineColor: down,
          tooltip: { valueDecimals: digits },
        },
      ],
    };
  }, [candles, digits, height, instrumentId, name]);

  const batcher = useMemo(
    () =>
      createFrameBatcher<{ time: number; price: number }>((ticks) => {
        const chart = chartRef.current?.chart;
        const series = chart?.get('price');
        if (!chart || !series || !('setData' in series)) return;
        applyTicks(pointsRef.current, ticks, candleMsRef.current);
        series.setData(
          pointsRef.current.map((point) => [...point]),
          false,
          false,
          true,
        );
        chart.redraw(false);
      }),
    [],
  );
  useEffect(() => () => batcher.cancel(), [batcher]);

  const lastQuoteTime = useRef<string | null>(null);
  useEffect(() => {
    if (!quote || quote.quote_time === lastQuoteTime.current) return;
    lastQuoteTime.current = quote.quote_time;
    const time = Date.parse(quote.quote_time);
    if (!Number.isNaN(time)) batcher.push({ time, price: midPrice(quote, digits) });
  }, [quote, digits, batcher]);

  return (
    <HighchartsReact
      ref={chartRef}
      highcharts={Highcharts}
      constructorType="stockChart"
      options={options}
      containerProps={{ className: 't-chart', 'data-testid': 'candle-chart' }}
    />
  );
}
