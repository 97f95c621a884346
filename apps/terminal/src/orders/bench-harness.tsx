// Used by bench/terminal-orders-table.mjs only (never imported by the app): mounts the real
// orders table and a plain baseline table with the same React instance the table uses.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { Order } from '@beurs/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { useLiveOrders } from '../session/use-live-orders';
import { OrdersTable } from './orders-table';

const CELLS = [
  'instrument_id',
  'side',
  'status',
  'volume',
  'leverage',
  'open_price',
  'current_price',
  'stop_loss',
  'take_profit',
  'margin',
  'pnl',
  'id',
] as const;

function PlainTable({ orders }: { orders: readonly Order[] }) {
  return (
    <table>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            {CELLS.map((cell) => (
              <td key={cell}>{String(order[cell] ?? '—')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LiveOrders() {
  const orders = useLiveOrders();
  return <OrdersTable orders={orders} currency="EUR" onClose={() => undefined} caption="Live orders" />;
}

/** Renders a plain table of the orders once, synchronously; returns the root to unmount. */
export function renderPlainTable(container: HTMLElement, orders: readonly Order[]): Root {
  const root = createRoot(container);
  flushSync(() => root.render(<PlainTable orders={orders} />));
  return root;
}

/** Mounts the terminal's live orders table on the query cache, synchronously. */
export function mountLiveTable(container: HTMLElement): Root {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <QueryClientProvider client={getQueryClient()}>
        <MemoryRouter>
          <LiveOrders />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return root;
}

/** Applies one `userOrders` push the way the session does, and commits it synchronously. */
export function applyPush(orders: readonly Order[]): void {
  flushSync(() => getQueryClient().setQueryData<readonly Order[]>(queryKeys.orders(), orders));
}
