import { afterEach, describe, expect, it } from 'vitest';
import { chartCount, normaliseCells, useChartLayout } from './chart-layout-store';
import { chartInstruments } from './default-chart-instruments';

afterEach(() => {
  useChartLayout.setState({ layout: '1', focused: 0, cells: normaliseCells([]) });
  localStorage.clear();
});

describe('chart layout store', () => {
  it('counts the charts of each layout', () => {
    expect([chartCount('1'), chartCount('2-columns'), chartCount('2-rows'), chartCount('4')]).toEqual([1, 2, 2, 4]);
  });

  it('remembers each chart’s instrument and timeframe and the layout', () => {
    const store = useChartLayout.getState();
    store.setLayout('4');
    store.setInstrument(2, 'XAUUSD');
    store.setTimeframe(2, '1h');
    const stored = JSON.parse(localStorage.getItem('beurs.chart-layout') ?? '{}') as { state?: { layout?: string; cells?: unknown[] } };
    expect(stored.state?.layout).toBe('4');
    expect(stored.state?.cells?.[2]).toEqual({ instrumentId: 'XAUUSD', timeframe: '1h' });
  });

  it('moves the focus back to the first chart when the layout no longer shows the focused one', () => {
    const store = useChartLayout.getState();
    store.setLayout('4');
    store.focus(3);
    expect(useChartLayout.getState().focused).toBe(3);
    useChartLayout.getState().setLayout('2-rows');
    expect(useChartLayout.getState().focused).toBe(0);
    // A chart the layout does not show cannot take the focus.
    useChartLayout.getState().focus(2);
    expect(useChartLayout.getState().focused).toBe(0);
  });

  it('makes a hand-edited stored layout safe instead of trusting it', async () => {
    localStorage.setItem(
      'beurs.chart-layout',
      JSON.stringify({
        state: { layout: '9', focused: 7, cells: [{ instrumentId: 'EURUSD', timeframe: '3m' }, 'x', { instrumentId: 42 }] },
        version: 1,
      }),
    );
    await useChartLayout.persist.rehydrate();
    const { layout, focused, cells } = useChartLayout.getState();
    expect({ layout, focused }).toEqual({ layout: '1', focused: 0 });
    expect(cells).toHaveLength(4);
    expect(cells[0]).toEqual({ instrumentId: 'EURUSD', timeframe: '1m' });
    expect(cells[1]).toEqual({ instrumentId: null, timeframe: '1m' });
    expect(cells[2]).toEqual({ instrumentId: null, timeframe: '1m' });
  });
});

describe('the instruments of new charts', () => {
  const known = ['AAPL', 'BTCUSD', 'EURUSD', 'US500', 'XAUUSD', 'TSLA'];

  it('keeps what the trader chose and fills the rest with other classes’ main instruments, never twice', () => {
    expect(chartInstruments(['BTCUSD', null, null, null], known)).toEqual(['BTCUSD', 'EURUSD', 'XAUUSD', 'US500']);
  });

  it('replaces an instrument the server no longer lists', () => {
    expect(chartInstruments(['GONE', 'EURUSD'], known)).toEqual(['BTCUSD', 'EURUSD']);
  });

  it('takes the listed instruments when none of the preferred ones exist', () => {
    expect(chartInstruments([null, null], ['TSLA', 'AAPL'])).toEqual(['AAPL', 'TSLA']);
  });
});
