import type { FocusEvent } from 'react';
import { Heading } from '@beurs/ui';
import type { ChartTimeframe } from '../charts/chart-timeframe';
import { useLiveQuotes } from '../market/use-live-quotes';
import { useSymbol } from '../market/use-symbol';
import { InstrumentChart } from '../screens/instrument/instrument-chart';
import { ChartLayoutPicker } from './chart-layout-picker';
import { useChartLayout } from './chart-layout-store';

/** Props of {@link ChartCellView}. */
export interface ChartCellViewProps {
  index: number;
  instrumentId: string;
  /** This chart's own timeframe; the focused chart uses the shared one instead. */
  timeframe: ChartTimeframe | undefined;
  focused: boolean;
  /** Whether the layout shows several charts (then the focused one is outlined and says so). */
  several: boolean;
  onFocus(): void;
}

/**
 * One chart of the workspace's layout: a region named after its instrument, its quotes streamed
 * while it shows, taking the focus (the ticket and the positions follow it) when the trader
 * clicks or tabs into it.
 */
export function ChartCellView({ index, instrumentId, timeframe, focused, several, onFocus }: ChartCellViewProps) {
  const symbol = useSymbol(instrumentId);
  useLiveQuotes(instrumentId ? [instrumentId] : []);
  const setTimeframe = useChartLayout((state) => state.setTimeframe);
  const focusFrom = (event: FocusEvent<HTMLElement>) => {
    // A dialog opened from the chart (it portals to <body>) is not the chart taking the focus.
    if (event.currentTarget.contains(event.target)) onFocus();
  };
  const name = symbol ? `Chart of ${symbol.instrument_id}` : 'Chart';
  return (
    <section
      className={`t-chart-cell${focused && several ? ' t-chart-cell--focused' : ''}`}
      aria-label={several && focused ? `${name}, followed by the ticket` : name}
      data-chart-index={index}
      onPointerDownCapture={onFocus}
      onFocusCapture={focusFrom}
    >
      {symbol ? (
        <InstrumentChart
          symbol={symbol}
          fill
          timeframe={focused ? undefined : timeframe}
          onTimeframe={focused ? undefined : (next) => setTimeframe(index, next)}
          // The layout choice once, on the first chart: it is the workspace's, not each chart's.
          tools={index === 0 ? <ChartLayoutPicker /> : undefined}
          title={
            <Heading level={2} className="t-chart-cell__title" title={symbol.name}>
              {symbol.instrument_id}
              <span className="t-chart-cell__name"> {symbol.name}</span>
            </Heading>
          }
        />
      ) : null}
    </section>
  );
}
