import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '../preferences/preferences-store';
import { AccountFiguresList } from '../layout/account-figures-list';
import { makeOrder, makeSymbol, makeUser } from '../test/fixtures';
import { setCachedOrders } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { PositionsPanel } from './positions-panel';

const btcusd = makeSymbol({ instrument_id: 'BTCUSD', type: 'crypto', currency: 'USD', bid: '91251.35', ask: '91281.35', max_leverage: 2 });
const positions = [
  makeOrder({ instrument_id: 'BTCUSD', volume: '0.01', leverage: 2, open_price: '91000.00', current_price: '91251.35', pnl: '2.14' }),
  makeOrder({
    instrument_id: 'BTCUSD',
    side: 'sell',
    volume: '0.02',
    leverage: 2,
    open_price: '91300.00',
    current_price: '91281.35',
    pnl: '0.32',
  }),
  makeOrder({ instrument_id: 'EURUSD', volume: '0.10', pnl: '-5.00' }),
];

function closedCopy(order: (typeof positions)[number]) {
  return {
    ...order,
    status: 'closed' as const,
    close_price: order.current_price,
    close_reason: 'user' as const,
    closed_at: '2026-11-29T10:00:00.000Z',
    current_price: null,
  };
}

describe('PositionsPanel: close all', () => {
  const server = useTestServices(() => ({ 'GET /api/v1/alerts/': { json: { alerts: [] } } }));

  it('asks with how many positions and their total P&L, then closes them all in one call', async () => {
    server().route({ 'POST /api/v1/orders/closeAll': { json: { orders: positions.map(closedCopy) } } });
    act(() => setCachedOrders(positions));
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close all' }));
    const dialog = screen.getByRole('dialog', { name: 'Close all 3 positions?' });
    // 2.14 + 0.32 − 5.00
    expect(within(dialog).getByTestId('close-all-pnl').textContent).toMatch(/^Total P&L now: −2\.54 EUR/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close 3 positions' }));
    expect(await screen.findByText('Closed 3 positions: P&L −2.54 EUR')).toBeTruthy();
    const sent = server().requests.filter((request) => request.path === '/api/v1/orders/closeAll');
    expect(sent.map((request) => request.body)).toEqual([{}]);
    // What the closes realised is loaded again, as after a single close.
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers "Close all BTCUSD" when the selected instrument has more than one position, and sends its id', async () => {
    server().route({ 'POST /api/v1/orders/closeAll': { json: { orders: positions.slice(0, 2).map(closedCopy) } } });
    act(() => setCachedOrders(positions));
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close all BTCUSD' }));
    const dialog = screen.getByRole('dialog', { name: 'Close all 2 BTCUSD positions?' });
    expect(within(dialog).getByTestId('close-all-pnl').textContent).toMatch(/^Total P&L now: \+2\.46 EUR/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close 2 BTCUSD positions' }));
    expect(await screen.findByText('Closed 2 BTCUSD positions: P&L +2.46 EUR')).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/orders/closeAll')?.body).toEqual({ instrument_id: 'BTCUSD' });
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
  });

  it('offers no "Close all EURUSD" for a single position, and no Close all without positions', () => {
    act(() => setCachedOrders(positions));
    const eurusd = makeSymbol({ instrument_id: 'EURUSD', type: 'forex', currency: 'USD', bid: '1.0849', ask: '1.0851', digits: 4 });
    const { unmount } = renderWithRouter(<PositionsPanel symbol={eurusd} />);
    expect(screen.queryByRole('button', { name: 'Close all EURUSD' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close all' })).toBeTruthy();
    unmount();
    act(() => setCachedOrders([makeOrder({ status: 'pending', type: 'limit', price: '1.08000', open_price: null })]));
    renderWithRouter(<PositionsPanel symbol={eurusd} />);
    expect(screen.queryByRole('button', { name: 'Close all' })).toBeNull();
  });

  it("shows the server's refusal in its words and closes nothing", async () => {
    server().route({
      'POST /api/v1/orders/closeAll': {
        status: 409,
        json: {
          statusCode: 409,
          code: 'market_closed',
          message: 'The EURUSD market is closed: nothing was closed. It opens Monday 30 November at 00:00 UTC.',
        },
      },
    });
    act(() => setCachedOrders(positions));
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close 3 positions' }));
    expect(
      await screen.findByText('The EURUSD market is closed: nothing was closed. It opens Monday 30 November at 00:00 UTC.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Close (buy|sell) / })).toHaveLength(3);
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
  });
});

describe('PositionsPanel: reverse', () => {
  const server = useTestServices(() => ({ 'GET /api/v1/alerts/': { json: { alerts: [] } } }));

  it('asks first with one-click trading off, then reverses the position in one call', async () => {
    usePreferences.getState().set({ oneClick: false });
    const [position] = positions;
    server().route({
      'POST /api/v1/orders/reverse': {
        json: {
          closed: closedCopy(position!),
          opened: makeOrder({ instrument_id: 'BTCUSD', side: 'sell', volume: '0.01', leverage: 2, open_price: '91251.35' }),
        },
      },
    });
    act(() => setCachedOrders(positions));
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reverse buy 0.01 BTCUSD' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this position?' });
    expect(dialog.textContent).toContain(
      'Closes buy 0.01 BTCUSD at the current bid and opens sell 0.01 at 1:2, without a stop-loss or take-profit.',
    );
    expect(server().count('POST /api/v1/orders/reverse')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse to sell 0.01' }));
    expect(await screen.findByText('Reversed: closed buy 0.01 BTCUSD at 91251.35, opened sell 0.01 at 91251.35')).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/orders/reverse')?.body).toEqual({ id: position!.id });
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
  });

  it('reverses at once with one-click trading on, and shows a refusal as the server words it', async () => {
    usePreferences.getState().set({ oneClick: true });
    server().route({
      'POST /api/v1/orders/reverse': {
        status: 422,
        json: {
          statusCode: 422,
          code: 'insufficient_margin',
          message: 'Not enough free margin to open the opposite side: it needs 912.51 EUR, you have 100.00 EUR.',
        },
      },
    });
    act(() => setCachedOrders(positions));
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reverse sell 0.02 BTCUSD' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText('Not enough free margin to open the opposite side: it needs 912.51 EUR, you have 100.00 EUR.'),
    ).toBeTruthy();
    expect(server().count('POST /api/v1/orders/reverse')).toBe(1);
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
    usePreferences.getState().set({ oneClick: false });
  });

  it('offers no Reverse on pending orders, and lists a stop-limit with both prices and its expiry', async () => {
    act(() =>
      setCachedOrders([
        makeOrder({
          id: '00000000-0000-4000-8000-00000000aaaa',
          instrument_id: 'BTCUSD',
          status: 'pending',
          type: 'stop_limit',
          price: '92000.00',
          limit_price: '92100.00',
          expiry: 'day',
          open_price: null,
          current_price: null,
        }),
        makeOrder({
          instrument_id: 'BTCUSD',
          status: 'pending',
          type: 'limit',
          price: '90000.00',
          expiry: 'date',
          expires_at: '2026-12-01T16:30:00.000Z',
          open_price: null,
          current_price: null,
        }),
      ]),
    );
    renderWithRouter(<PositionsPanel symbol={btcusd} />);
    await userEvent.click(screen.getByRole('button', { name: /^Pending orders/ }));
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
    const row = screen.getByText('92000.00').closest('tr');
    expect(row?.textContent).toContain('lim 92100.00');
    expect(row?.textContent).toContain('stop-limit · Day');
    const dated = screen.getByText('90000.00').closest('tr');
    expect(dated?.textContent).toMatch(/limit · 1 Dec, \d\d:30/);
  });
});

describe('PositionsPanel: close one position', () => {
  let closed = false;
  const server = useTestServices(() => {
    closed = false;
    return {
      'GET /api/v1/alerts/': { json: { alerts: [] } },
      'POST /api/v1/users/': () => ({ json: { user: makeUser(closed ? { balance: '10002.14', equity: '10002.14' } : {}) } }),
      'POST /api/v1/orders/close': () => {
        closed = true;
        return { delayMs: 300, json: { order: closedCopy(positions[0]!) } };
      },
    };
  });

  it('keeps the dialog busy while the close is sent, then says so and shows the balance it realised', async () => {
    act(() => setCachedOrders(positions));
    renderWithRouter(
      <>
        <AccountFiguresList header />
        <PositionsPanel symbol={btcusd} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close buy 0.01 BTCUSD' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this position?' });
    const confirm = within(dialog).getByRole('button', { name: 'Close position' });
    await user.click(confirm);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true);

    expect(await screen.findByText('Position closed: buy 0.01 BTCUSD at 91251.35')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const figures = screen.getByText('Balance').closest('dl') as HTMLElement;
    await waitFor(() => expect(figures.textContent).toContain('10,002.14 EUR'));
    expect(
      server()
        .requests.filter((request) => request.path === '/api/v1/orders/close')
        .map((request) => request.body),
    ).toEqual([{ id: positions[0]!.id }]);
  });
});
