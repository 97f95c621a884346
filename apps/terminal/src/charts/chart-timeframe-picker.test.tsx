import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartTimeframePicker } from './chart-timeframe-picker';
import { DEFAULT_CHART_TIMEFRAME, useChartTimeframe } from './chart-timeframe';

afterEach(() => {
  useChartTimeframe.setState({ timeframe: DEFAULT_CHART_TIMEFRAME });
});

function pressed(): string[] {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent ?? '');
}

describe('chart timeframe picker', () => {
  it('offers every timeframe from 1m to 1W and presses the chosen one', async () => {
    const user = userEvent.setup();
    render(<ChartTimeframePicker />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1m', '5m', '15m', '1h', '4h', '1D', '1W']);
    expect(pressed()).toEqual(['1m']);
    await user.click(screen.getByRole('button', { name: '4h' }));
    expect(pressed()).toEqual(['4h']);
    expect(useChartTimeframe.getState().timeframe).toBe('4h');
  });

  it('follows the keyboard stepping through the shared store', () => {
    render(<ChartTimeframePicker />);
    act(() => useChartTimeframe.getState().step(1));
    expect(pressed()).toEqual(['5m']);
    act(() => useChartTimeframe.getState().step(-1));
    act(() => useChartTimeframe.getState().step(-1));
    expect(pressed()).toEqual(['1m']);
  });
});
