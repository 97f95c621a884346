// Used by bench/terminal-orders-table.mjs only (never imported by the app): mounts the real
// orders table and a plain baseline table with the same React instance the table uses.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { Order } from '@beurs/domain';
import { useSessionStore } from '../session/session-store';
import { OrdersTable } from './orders-table';

const CELLS = ['instrument_id', 'side', 'status', 'volume', 'leverage', 'open_price', 'current_price', 'stop_loss', 'take_profit', 'margin', 'pnl', 'id'] as const;

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
  const orders = useSessionStore((state) => state.orders);
  return <OrdersTable orders={orders} currency="EUR" onClose={() => undefined} caption="Live orders" />;
}

/** Renders a plain table of the orders once, synchronously; returns the root to unmount. */
export function renderPlainTable(container: HTMLElement, orders: readonly Order[]): Root {
  const root = createRoot(container);
  flushSync(() => root.render(<PlainTable orders={orders} />));
  return root;
}

/** Mounts the terminal's live orders table on the session store, synchronously. */
export function mountLiveTable(container: HTMLElement): Root {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <LiveOrders />
      </MemoryRouter>,
    ),
  );
  return root;
}

/** Applies one `userOrders` push the way the session does, and commits it synchronously. */
export function applyPush(orders: readonly Order[]): void {
  flushSync(() => useSessionStore.getState().setOrders(orders));
}
