import type { CandleResolution } from '@beurs/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The chart's timeframes, shortest first, as traders name them. Each is one candle of the
 * `/symbols/history` resolution beside it.
 */
export const CHART_TIMEFRAMES = [
  { id: '1m', label: '1m', resolution: '1m' },
  { id: '5m', label: '5m', resolution: '5m' },
  { id: '15m', label: '15m', resolution: '15m' },
  { id: '1h', label: '1h', resolution: '1h' },
  { id: '4h', label: '4h', resolution: '4h' },
  { id: '1D', label: '1D', resolution: '1d' },
  { id: '1W', label: '1W', resolution: '1w' },
] as const;

/** One of {@link CHART_TIMEFRAMES}. */
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number]['id'];

/** The timeframe of a `/symbols/history` resolution: how the toolbar names the candles drawn. */
export function timeframeOf(resolution: CandleResolution): (typeof CHART_TIMEFRAMES)[number] {
  return CHART_TIMEFRAMES.find((frame) => frame.resolution === resolution) ?? CHART_TIMEFRAMES[0];
}

/** The timeframe every chart opens on until the user picks another. */
export const DEFAULT_CHART_TIMEFRAME: ChartTimeframe = '1m';

interface ChartTimeframeStore {
  timeframe: ChartTimeframe;
  setTimeframe(timeframe: ChartTimeframe): void;
  /** The next (1) or previous (-1) timeframe, stopping at either end: the keyboard's way through them. */
  step(direction: 1 | -1): void;
}

/** The chart's timeframe, shared by the picker and the keyboard, remembered across visits. */
export const useChartTimeframe = create<ChartTimeframeStore>()(
  persist(
    (set, get) => ({
      timeframe: DEFAULT_CHART_TIMEFRAME,
      setTimeframe: (timeframe) => set({ timeframe }),
      step: (direction) => {
        const at = CHART_TIMEFRAMES.findIndex((frame) => frame.id === get().timeframe);
        const next = CHART_TIMEFRAMES[Math.min(CHART_TIMEFRAMES.length - 1, Math.max(0, at + direction))];
        if (next) set({ timeframe: next.id });
      },
    }),
    {
      name: 'beurs.chart-timeframe',
      storage: createJSONStorage(() => localStorage),
      // A stored value from an older list falls back to the default rather than breaking the chart.
      merge: (stored, current) => {
        const timeframe = (stored as { timeframe?: unknown } | undefined)?.timeframe;
        return CHART_TIMEFRAMES.some((frame) => frame.id === timeframe) ? { ...current, timeframe: timeframe as ChartTimeframe } : current;
      },
    },
  ),
);
