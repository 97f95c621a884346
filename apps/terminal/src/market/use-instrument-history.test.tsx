import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Candle, CandleResolution } from '@beurs/domain';
import userEvent from '@testing-library/user-event';
import { ChartEmptyHistory, ChartLoadingNote } from '../charts/chart-loading-note';
import { useChartTimeframe } from '../charts/chart-timeframe';
import type { ReceivedRequest } from '../test/http-test-server';
import { QueryWrapper } from '../test/query-cache';
import { useTestServices } from '../test/use-test-services';
import { waitFor } from '../test/wait-for';
import { useInstrumentHistory } from './use-instrument-history';

const candle = (time: number): Candle => ({ time, open: '1.1', high: '1.2', low: '1.0', close: '1.15', volume: '10' });

/** What the server answers per resolution: 1m has no candles (an instrument listed today, nothing traded yet). */
const ANSWERS: Record<string, Candle[]> = { '1m': [], '5m': [candle(300_000)], '1h': [candle(3_600_000), candle(7_200_000)] };

describe('instrument history', () => {
  const server = useTestServices(() => ({
    'POST /api/v1/symbols/history': (request: ReceivedRequest) => {
      const { instrument_id, resolution } = request.body as { instrument_id: string; resolution: CandleResolution };
      // 5m is slow, so a switch to it can be watched while it loads.
      return { json: { instrument_id, resolution, history: ANSWERS[resolution] ?? [] }, delayMs: resolution === '5m' ? 300 : 0 };
    },
  }));

  it('answers an empty 1m history as 1m, never as 1h candles under a 1m toolbar', async () => {
    const { result } = renderHook(() => useInstrumentHistory('NEWFX', '1m'), { wrapper: QueryWrapper });
    await waitFor(() => result.current.state.status === 'ready');
    expect(result.current).toMatchObject({ candles: [], resolution: '1m', loading: null });
    const asked = server()
      .requests.filter((request) => request.path === '/api/v1/symbols/history')
      .map((request) => (request.body as { resolution: string }).resolution);
    expect(asked).toEqual(['1m']);
    // The chart says so under the timeframe the toolbar shows.
    const { unmount } = render(<ChartEmptyHistory resolution={result.current.resolution} />);
    expect(screen.getByRole('heading', { name: 'No 1m candles yet' })).toBeTruthy();
    // Hourly candles only when the trader asks for them: the toolbar then shows 1h.
    expect(useChartTimeframe.getState().timeframe).toBe('1m');
    await userEvent.click(screen.getByRole('button', { name: 'Show 1h candles' }));
    expect(useChartTimeframe.getState().timeframe).toBe('1h');
    unmount();
    // A timeframe as long as that one has nothing longer to offer.
    render(<ChartEmptyHistory resolution="1d" />);
    expect(screen.getByRole('heading', { name: 'No 1D candles yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('names the timeframe loading while the previous candles stand in, then draws it', async () => {
    const { result, rerender } = renderHook(
      ({ resolution }: { resolution: CandleResolution }) => useInstrumentHistory('EURUSD', resolution),
      {
        wrapper: QueryWrapper,
        initialProps: { resolution: '1h' },
      },
    );
    await waitFor(() => result.current.candles.length === 2);
    expect(result.current).toMatchObject({ resolution: '1h', loading: null });

    rerender({ resolution: '5m' });
    // The 1h candles stay on screen, and say so: the toolbar already shows 5m.
    expect(result.current).toMatchObject({ resolution: '1h', loading: '5m' });
    render(<ChartLoadingNote loading="5m" drawn="1h" />);
    expect(screen.getByRole('status').textContent).toBe('Loading 5m candles; 1h candles are shown until they arrive.');

    await act(() => waitFor(() => result.current.loading === null));
    expect(result.current.resolution).toBe('5m');
    expect(result.current.candles.map((entry) => entry.time)).toEqual([300_000]);
  });
});
