import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSymbol } from '../test/fixtures';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { usePreferences } from '../preferences/preferences-store';
import { ChartQuickTrade } from './chart-quick-trade';

const bitcoin = makeSymbol({
  instrument_id: 'BTCUSD',
  type: 'crypto',
  currency: 'USD',
  bid: '60000.10',
  ask: '60010.30',
  digits: 2,
  max_leverage: 2,
});

describe('one-click trading on the chart', () => {
  const server = useTestServices();
  afterEach(() => usePreferences.setState({ oneClick: false, defaultVolume: '0.01' }));

  it('is not there while one-click trading is off, its default', () => {
    renderWithRouter(<ChartQuickTrade symbol={bitcoin} />);
    expect(screen.queryByRole('group', { name: 'One-click trading on BTCUSD' })).toBeNull();
  });

  it('sends a market order of the default volume at the instrument cap with one click, showing bid and ask', async () => {
    usePreferences.setState({ oneClick: true, defaultVolume: '0.05' });
    server().route({
      'POST /api/v1/orders/open': {
        json: { order: { id: 'x', status: 'open', open_price: '60010.30', volume: '0.05', side: 'buy', instrument_id: 'BTCUSD' } },
      },
    });
    renderWithRouter(<ChartQuickTrade symbol={bitcoin} />);
    expect(screen.getByRole('button', { name: /^Sell 60000\.10\s*, one click: 0\.05 lots of BTCUSD$/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Buy 60010\.30\s*, one click: 0\.05 lots of BTCUSD$/ }));
    expect(await screen.findByText('Order opened: buy 0.05 BTCUSD at 60010.30')).toBeTruthy();
    const sent = server().requests.filter((request) => request.path === '/api/v1/orders/open');
    expect(sent.map((request) => request.body)).toEqual([
      { instrument_id: 'BTCUSD', side: 'buy', type: 'market', volume: '0.05', leverage: 2 },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Buy .* one click/ })).toHaveProperty('disabled', false));
  });

  it('sends one order for a double click: both buttons wait for the answer', async () => {
    usePreferences.setState({ oneClick: true, defaultVolume: '0.05' });
    server().route({
      'POST /api/v1/orders/open': {
        delayMs: 300,
        json: { order: { id: 'x', status: 'open', open_price: '60000.10', volume: '0.05', side: 'sell', instrument_id: 'BTCUSD' } },
      },
    });
    renderWithRouter(<ChartQuickTrade symbol={bitcoin} />);
    const sell = screen.getByRole('button', { name: /^Sell .* one click/ });
    await userEvent.dblClick(sell);
    expect(sell).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /^Buy .* one click/ })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Order opened: sell 0.05 BTCUSD at 60000.10')).toBeTruthy();
    expect(server().requests.filter((request) => request.path === '/api/v1/orders/open')).toHaveLength(1);
    // The balance and margin the order changed are loaded again.
    await waitFor(() => expect(server().requests.some((request) => request.path === '/api/v1/users/')).toBe(true));
  });

  it('cannot send on a closed market, and says so', () => {
    usePreferences.setState({ oneClick: true });
    renderWithRouter(<ChartQuickTrade symbol={{ ...bitcoin, is_open: false }} />);
    expect(screen.getByRole('button', { name: /^Buy .* one click: 0\.01 lots of BTCUSD$/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Market closed')).toBeTruthy();
  });
});
