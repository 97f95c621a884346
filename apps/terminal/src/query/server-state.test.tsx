import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@beurs/domain';
import HistoryScreen from '../screens/history/history-screen';
import OrdersScreen from '../screens/orders/orders-screen';
import TransactionsScreen from '../screens/transactions/transactions-screen';
import { getServices } from '../services/services';
import { createSessionController } from '../session/create-session-controller';
import { getSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { makeOrder, makeUser } from '../test/fixtures';
import { setCachedOrders } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { attachSocketServer, type TestSocket } from '../test/socket-test-server';
import { useTestServices } from '../test/use-test-services';
import { getQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const entry = (id: string, description: string) => ({
  id,
  cause: 'deposit',
  status: 'completed',
  amount: '100.00',
  balance_after: '10100.00',
  method: 'bitcoin',
  order_id: null,
  description,
  created_at: '2026-11-22T10:00:00.000Z',
});

describe('server state in the query cache', () => {
  let history: Order[] = [];
  let ledger = [entry('33333333-3333-4333-8333-333333333333', 'Deposit of the first user')];
  const server = useTestServices(() => ({
    'POST /api/v1/orders/history': () => ({ json: { orders: history } }),
    'POST /api/v1/users/getTransactions': () => ({ json: { transactions: ledger } }),
    'POST /api/v1/auth/logout': { json: { ok: true } },
  }));
  let io: ReturnType<typeof attachSocketServer> | null = null;
  let socket: TestSocket | null = null;

  beforeEach(() => {
    history = [];
    ledger = [entry('33333333-3333-4333-8333-333333333333', 'Deposit of the first user')];
    io = attachSocketServer(server().server, { authorize: () => null, onConnection: (connected) => (socket = connected) });
  });

  afterEach(async () => {
    getServices().realtime.stop();
    await io?.close();
    io = null;
    socket = null;
  });

  it('shows a userOrders push from the socket on the orders screen without calling the server', async () => {
    renderWithRouter(<OrdersScreen />);
    await expect(getSession().start()).resolves.toBe(true);
    await vi.waitFor(() => expect(socket).not.toBeNull());
    const callsBefore = server().requests.length;

    const position = makeOrder({ instrument_id: 'EURUSD', pnl: '1.50' });
    socket?.emit('userOrders', [position]);
    expect(await screen.findByRole('link', { name: 'EURUSD' })).toBeTruthy();
    expect(screen.getByText('+1.50 EUR')).toBeTruthy();

    socket?.emit('userOrders', [{ ...position, pnl: '-2.25' }]);
    expect(await screen.findByText('−2.25 EUR')).toBeTruthy();
    // The push is the data: nothing was fetched for it.
    expect(server().requests.length).toBe(callsBefore);
  });

  it('closing a position reloads the history on screen and the balance, and leaves the live list to the push', async () => {
    const position = makeOrder({ instrument_id: 'EURUSD' });
    const closed: Order = {
      ...position,
      status: 'closed',
      close_price: '1.08600',
      close_reason: 'user',
      closed_at: '2026-11-23T10:00:00.000Z',
      pnl: '10.00',
    };
    server().route({ 'POST /api/v1/orders/close': { json: { order: closed } } });
    setCachedOrders([position]);
    renderWithRouter(
      <>
        <OrdersScreen />
        <HistoryScreen />
      </>,
    );
    expect(await screen.findByText('No closed orders yet')).toBeTruthy();
    expect(server().count('POST /api/v1/orders/history')).toBe(1);

    history = [closed];
    await userEvent.click(screen.getByRole('button', { name: /Close buy 0.10 EURUSD/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close position' }));

    expect(await screen.findByText('By you')).toBeTruthy();
    expect(server().count('POST /api/v1/orders/history')).toBe(2);
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
    // The close's answer is not the live list: the server's next userOrders push is.
    expect(getQueryClient().getQueryData(queryKeys.orders())).toEqual([position]);
  });

  it('signing out clears the cache: the next user never sees the previous one’s data', async () => {
    const redirect = vi.fn();
    const controller = createSessionController({
      services: getServices(),
      store: createSessionStore(),
      queryClient: getQueryClient(),
      redirectToLogin: redirect,
      connectivity: new EventTarget(),
    });
    await expect(controller.start()).resolves.toBe(true);
    renderWithRouter(<TransactionsScreen />);
    expect(await screen.findByText('Deposit of the first user')).toBeTruthy();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controller.logout();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(getQueryClient().getQueryData(queryKeys.transactions())).toBeUndefined();
    expect(getQueryClient().getQueryData(queryKeys.user())).toBeUndefined();
    cleanup();

    // Someone else signs in on the same page: the screen loads their ledger, not the cached one.
    ledger = [entry('55555555-5555-4555-8555-555555555555', 'Deposit of the second user')];
    getQueryClient().setQueryData(queryKeys.user(), makeUser({ email: 'grace@example.com' }));
    renderWithRouter(<TransactionsScreen />);
    expect(screen.queryByText('Deposit of the first user')).toBeNull();
    expect(await screen.findByText('Deposit of the second user')).toBeTruthy();
    expect(server().count('POST /api/v1/users/getTransactions')).toBe(2);
  });
});
