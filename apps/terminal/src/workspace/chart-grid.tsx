import { useEffect, useMemo, useRef } from 'react';
import type { MarketSymbol } from '@beurs/domain';
import { Text } from '@beurs/ui';
import { useChartTimeframe } from '../charts/chart-timeframe';
import { useMarketStore } from '../market/market-store';
import { useCachedSymbols } from '../market/use-symbols';
import { ChartCellView } from './chart-cell';
import { chartCount, useChartLayout } from './chart-layout-store';
import { chartInstruments } from './default-chart-instruments';
import './chart-grid.css';

/**
 * The workspace's charts: one, two (side by side or stacked) or four, each with its own
 * instrument and timeframe, remembered. One of them has the focus (outlined): the instrument
 * list picks its instrument, and the ticket and the positions panel follow it. Clicking or
 * tabbing into another chart moves the focus there. The focused chart's timeframe is the shared
 * one, so the keyboard's `[` and `]` step it.
 */
export function ChartGrid({ selected }: { selected: MarketSymbol | null }) {
  const layout = useChartLayout((state) => state.layout);
  const cells = useChartLayout((state) => state.cells);
  const focused = useChartLayout((state) => state.focused);
  const symbols = useCachedSymbols();
  const knownIds = useMemo(() => symbols.map((symbol) => symbol.instrument_id), [symbols]);
  const count = chartCount(layout);
  const selectedId = selected?.instrument_id ?? null;

  // The focused chart shows what the list picked. At the first render a remembered chart wins
  // over the list's first row (nothing was picked yet in this visit).
  const restored = useRef(false);
  useEffect(() => {
    if (selectedId === null) return;
    const { cells: now, focused: at, setInstrument } = useChartLayout.getState();
    if (!restored.current) {
      restored.current = true;
      const remembered = now[at]?.instrumentId ?? null;
      const market = useMarketStore.getState();
      if (market.foundInstrumentId === null && remembered !== null && remembered !== selectedId && knownIds.includes(remembered)) {
        market.setFoundInstrumentId(remembered);
        return;
      }
    }
    setInstrument(at, selectedId);
  }, [selectedId, knownIds]);

  // The shared timeframe (picker of a single chart, keyboard) is the focused chart's.
  useEffect(() => {
    const { cells: now, focused: at } = useChartLayout.getState();
    const own = now[at]?.timeframe;
    if (own && own !== useChartTimeframe.getState().timeframe) useChartTimeframe.getState().setTimeframe(own);
    return useChartTimeframe.subscribe((state) =>
      useChartLayout.getState().setTimeframe(useChartLayout.getState().focused, state.timeframe),
    );
  }, [focused]);

  const shown = chartInstruments(
    cells.slice(0, count).map((cell, index) => (index === focused ? selectedId : cell.instrumentId)),
    knownIds,
  );

  const focusChart = (index: number) => {
    if (index === useChartLayout.getState().focused) return;
    useChartLayout.getState().focus(index);
    const id = shown[index];
    if (id) useMarketStore.getState().setFoundInstrumentId(id);
  };

  if (!selected) {
    return (
      <Text as="p" variant="muted">
        Pick an instrument from the list.
      </Text>
    );
  }
  return (
    <div className={`t-chart-grid t-chart-grid--${layout}`} data-testid="chart-grid">
      {shown.map((instrumentId, index) => (
        <ChartCellView
          key={index}
          index={index}
          instrumentId={instrumentId}
          timeframe={cells[index]?.timeframe}
          focused={index === focused}
          several={count > 1}
          onFocus={() => focusChart(index)}
        />
      ))}
    </div>
  );
}
