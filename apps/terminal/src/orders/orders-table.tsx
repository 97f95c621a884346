import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { Order } from '@beurs/domain';
import { OrderRow } from './order-row';
import { visibleRange } from './visible-range';

/** Height of one row in px; the CSS fixes it so the window maths hold. */
export const ORDER_ROW_HEIGHT = 48;
const OVERSCAN = 6;
/** Viewport assumed before layout (and in jsdom, which has none). */
const DEFAULT_VIEWPORT = 480;

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  orders: readonly Order[];
  currency: string;
  onClose: (order: Order) => void;
  caption: string;
}

// What a trader acts on first (P&L, close) comes before the details, so it is in view on narrow screens.
const HEADERS = ['Instrument', 'Side', 'Volume', 'Open price', 'Current price', 'P&L', 'Action', 'Status', 'Leverage', 'Stop-loss', 'Take-profit', 'Margin'];

/**
 * The live orders, windowed: only the rows in view (plus a few) are in the DOM, and each row is
 * memoised by id, so a `userOrders` push of 1,000 orders every second re-renders the visible
 * rows that changed and nothing else. Keyboard users scroll it (it is focusable) and tab
 * through the visible rows' buttons.
 */
export function OrdersTable({ orders, currency, onClose, caption }: OrdersTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const stableOnClose = useCallback((order: Order) => onCloseRef.current(order), []);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || DEFAULT_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const range = visibleRange({ scrollTop, viewportHeight: viewport, rowHeight: ORDER_ROW_HEIGHT, count: orders.length, overscan: OVERSCAN });
  const rows = orders.slice(range.start, range.end);

  return (
    <div
      ref={scrollRef}
      className="t-orders-scroll"
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="bx-table t-orders-table" aria-rowcount={orders.length + 1}>
        <caption className="bx-visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="bx-table__header">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {range.start > 0 ? <tr aria-hidden="true" className="t-spacer" style={{ height: range.start * ORDER_ROW_HEIGHT }} /> : null}
          {rows.map((order, offset) => (
            <OrderRow key={order.id} order={order} index={range.start + offset} currency={currency} onClose={stableOnClose} />
          ))}
          {range.end < orders.length ? (
            <tr aria-hidden="true" className="t-spacer" style={{ height: (orders.length - range.end) * ORDER_ROW_HEIGHT }} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
