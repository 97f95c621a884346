import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CHART_TIMEFRAMES, DEFAULT_CHART_TIMEFRAME, type ChartTimeframe } from '../charts/chart-timeframe';

/**
 * How the workspace's chart pane is divided: one chart, two side by side (`2-columns`), two
 * stacked (`2-rows`), or four in a 2×2 grid.
 */
export const CHART_LAYOUTS = [
  { id: '1', label: 'One chart', charts: 1 },
  { id: '2-columns', label: 'Two charts side by side', charts: 2 },
  { id: '2-rows', label: 'Two charts stacked', charts: 2 },
  { id: '4', label: 'Four charts', charts: 4 },
] as const;

/** One of {@link CHART_LAYOUTS}. */
export type ChartLayout = (typeof CHART_LAYOUTS)[number]['id'];

/** The most charts a layout shows. */
export const MAX_CHARTS = 4;

/** What one chart of the layout shows: its instrument (null until one is chosen) and timeframe. */
export interface ChartCell {
  instrumentId: string | null;
  timeframe: ChartTimeframe;
}

interface ChartLayoutState {
  layout: ChartLayout;
  /** Always {@link MAX_CHARTS} cells: a layout of fewer charts keeps the others for later. */
  cells: ChartCell[];
  /** The chart the ticket and the positions panel follow, an index into `cells`. */
  focused: number;
  setLayout(layout: ChartLayout): void;
  focus(index: number): void;
  setInstrument(index: number, instrumentId: string): void;
  setTimeframe(index: number, timeframe: ChartTimeframe): void;
}

/** How many charts a layout shows. */
export function chartCount(layout: ChartLayout): number {
  return CHART_LAYOUTS.find((candidate) => candidate.id === layout)?.charts ?? 1;
}

function isChartLayout(value: unknown): value is ChartLayout {
  return CHART_LAYOUTS.some((candidate) => candidate.id === value);
}

function isTimeframe(value: unknown): value is ChartTimeframe {
  return CHART_TIMEFRAMES.some((frame) => frame.id === value);
}

function emptyCells(): ChartCell[] {
  return Array.from({ length: MAX_CHARTS }, () => ({ instrumentId: null, timeframe: DEFAULT_CHART_TIMEFRAME }));
}

/** Stored cells made safe: always four, each with a text id or null and a known timeframe. */
export function normaliseCells(value: unknown): ChartCell[] {
  const stored = Array.isArray(value) ? (value as unknown[]) : [];
  return emptyCells().map((empty, index) => {
    const cell = stored[index] as Partial<Record<keyof ChartCell, unknown>> | undefined;
    if (typeof cell !== 'object' || cell === null) return empty;
    return {
      instrumentId: typeof cell.instrumentId === 'string' && cell.instrumentId.length <= 32 ? cell.instrumentId : null,
      timeframe: isTimeframe(cell.timeframe) ? cell.timeframe : empty.timeframe,
    };
  });
}

const replace = (cells: ChartCell[], index: number, change: Partial<ChartCell>): ChartCell[] =>
  cells.map((cell, at) => (at === index ? { ...cell, ...change } : cell));

/** The workspace's charts, remembered per browser (localStorage). */
export const useChartLayout = create<ChartLayoutState>()(
  persist(
    (set) => ({
      layout: '1',
      cells: emptyCells(),
      focused: 0,
      // A layout of fewer charts never leaves the focus on a chart it no longer shows.
      setLayout: (layout) => set((state) => ({ layout, focused: state.focused < chartCount(layout) ? state.focused : 0 })),
      focus: (index) => set((state) => (index >= 0 && index < chartCount(state.layout) ? { focused: index } : {})),
      setInstrument: (index, instrumentId) =>
        set((state) => (state.cells[index]?.instrumentId === instrumentId ? {} : { cells: replace(state.cells, index, { instrumentId }) })),
      setTimeframe: (index, timeframe) =>
        set((state) => (state.cells[index]?.timeframe === timeframe ? {} : { cells: replace(state.cells, index, { timeframe }) })),
    }),
    {
      name: 'beurs.chart-layout',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ layout, cells, focused }) => ({ layout, cells, focused }),
      // A hand-edited or older stored value is made safe, never trusted as is.
      merge: (stored, current) => {
        const value = (stored ?? {}) as Partial<Record<string, unknown>>;
        const layout = isChartLayout(value.layout) ? value.layout : current.layout;
        const focused =
          typeof value.focused === 'number' && Number.isInteger(value.focused) && value.focused >= 0 && value.focused < chartCount(layout)
            ? value.focused
            : 0;
        return { ...current, layout, cells: normaliseCells(value.cells), focused };
      },
    },
  ),
);
