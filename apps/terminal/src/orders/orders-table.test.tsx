import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Order } from '@beurs/domain';
import { getQueryClient } from '../query/query-client';
import { useLiveOrders } from '../session/use-live-orders';
import { makeOrder } from '../test/fixtures';
import { QueryWrapper, setCachedOrders } from '../test/query-cache';
import { OrdersTable } from './orders-table';
import { rowRenderProbe } from './row-render-probe';

function LiveOrders() {
  const orders = useLiveOrders();
  return <OrdersTable orders={orders} currency="EUR" onClose={() => undefined} caption="Live orders" />;
}

function renderLive() {
  return render(
    <MemoryRouter>
      <LiveOrders />
    </MemoryRouter>,
    { wrapper: QueryWrapper },
  );
}

function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) =>
    makeOrder({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, pnl: `${index}.00` }),
  );
}

afterEach(() => {
  rowRenderProbe.current = null;
  getQueryClient().clear();
});

describe('OrdersTable', () => {
  it('replaces its rows with each userOrders list', () => {
    act(() => setCachedOrders([makeOrder({ instrument_id: 'EURUSD' }), makeOrder({ instrument_id: 'BTCUSD' })]));
    renderLive();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['EURUSD', 'BTCUSD']);
    act(() => setCachedOrders([makeOrder({ instrument_id: 'AAPL' })]));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['AAPL']);
  });

  it('renders only the rows in view of 1,000 orders', () => {
    act(() => setCachedOrders(manyOrders(1000)));
    renderLive();
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.classList.contains('t-order-row'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
  });

  it('re-renders only the rows whose order changed when a push replaces the list', () => {
    const orders = manyOrders(1000);
    act(() => setCachedOrders(orders));
    renderLive();
    const rendered: string[] = [];
    rowRenderProbe.current = (id) => rendered.push(id);
    // The server sends fresh objects for every order; only the third one's P&L moved.
    const next = orders.map((order) => ({ ...order }));
    next[2] = { ...orders[2]!, pnl: '-12.34', current_price: '1.08000' };
    act(() => setCachedOrders(next));
    expect(rendered).toEqual([orders[2]!.id]);
    expect(screen.getByText('−12.34 EUR')).toBeTruthy();
  });

  it('leaves every row alone when a push changes nothing', () => {
    const orders = manyOrders(50);
    act(() => setCachedOrders(orders));
    renderLive();
    const rendered: string[] = [];
    rowRenderProbe.current = (id) => rendered.push(id);
    act(() => setCachedOrders(orders.map((order) => ({ ...order }))));
    expect(rendered).toEqual([]);
  });
});
