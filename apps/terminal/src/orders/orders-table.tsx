import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { Order } from '@beurs/domain';
import { DataTable, TableScroll, useWidthBand } from '@beurs/ui';
import { CompactOrderRow, OrderCard, OrderRow } from './order-row';
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
  /** Offers Modify on every row (stop-loss, take-profit, trailing stop, pending price). */
  onModify?: ((order: Order) => void) | undefined;
  /** Offers Reverse on every open position. */
  onReverse?: ((order: Order) => void) | undefined;
  /** Opens an order's journal (note and tags); without it no Journal is offered. */
  onJournal?: ((order: Order) => void) | undefined;
  caption: string;
  /**
   * `cards` stacks each order as a card with its P&L and Close in view (phones); `table` lays
   * them out in columns; `compact` stacks pairs of them in six columns (the workspace's panel).
   * Defaults to cards below 768 px, the table from there.
   */
  layout?: 'table' | 'compact' | 'cards';
  /** The selected order (highlighted; the keyboard's C closes it). */
  selectedId?: string | null;
  /** Called with the id of the order whose row was clicked or focused. */
  onSelect?: (id: string) => void;
  /**
   * Draws the table's frame. Defaults to `true`; `false` inside a pane that draws its own (the
   * workspace's positions panel).
   */
  framed?: boolean;
}

/** The id of the order row or card an event came from, if any. */
function orderIdOf(target: EventTarget): string | null {
  return target instanceof Element ? (target.closest('[data-order-id]')?.getAttribute('data-order-id') ?? null) : null;
}

// Every column a trader acts on fits from 1024 px; below 768 px the orders become cards.
const HEADERS = ['Instrument', 'Side', 'Volume', 'Open price', 'Current price', 'Stop-loss', 'Take-profit', 'Margin', 'P&L', 'Action'];
const COMPACT_HEADERS = ['Position', 'Open / now', 'SL / TP', 'Margin', 'P&L', 'Action'];

/**
 * The live orders, windowed: only the rows in view (plus a few) are in the DOM, and each row is
 * memoised by id, so a `userOrders` push of 1,000 orders every second re-renders the visible
 * rows that changed and nothing else. Keyboard users scroll it (it is focusable) and tab
 * through the visible rows' buttons.
 */
export function OrdersTable(props: OrdersTableProps) {
  const narrow = useWidthBand() < 768;
  const layout = props.layout ?? (narrow ? 'cards' : 'table');
  return layout === 'cards' ? <OrderCards {...props} /> : <WindowedOrdersTable {...props} />;
}

/** The orders as cards, one a row, for phones: nothing to scroll sideways. */
function OrderCards({ orders, currency, onClose, onModify, onReverse, onJournal, caption, selectedId, onSelect }: OrdersTableProps) {
  const select = (target: EventTarget) => {
    const id = orderIdOf(target);
    if (id && onSelect) onSelect(id);
  };
  return (
    <ul className="t-order-cards" aria-label={caption} onClick={(event) => select(event.target)} onFocus={(event) => select(event.target)}>
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          currency={currency}
          onClose={onClose}
          onModify={onModify}
          onReverse={onReverse}
          onJournal={onJournal}
          selected={order.id === selectedId}
        />
      ))}
    </ul>
  );
}

function WindowedOrdersTable({
  orders,
  currency,
  onClose,
  onModify,
  onReverse,
  onJournal,
  caption,
  selectedId,
  onSelect,
  layout,
  framed = true,
}: OrdersTableProps) {
  const compact = layout === 'compact';
  const Row = compact ? CompactOrderRow : OrderRow;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const stableOnClose = useCallback((order: Order) => onCloseRef.current(order), []);
  const onModifyRef = useRef(onModify);
  useEffect(() => {
    onModifyRef.current = onModify;
  });
  const hasModify = onModify !== undefined;
  const stableOnModify = useCallback((order: Order) => onModifyRef.current?.(order), []);
  const onReverseRef = useRef(onReverse);
  useEffect(() => {
    onReverseRef.current = onReverse;
  });
  const hasReverse = onReverse !== undefined;
  const stableOnReverse = useCallback((order: Order) => onReverseRef.current?.(order), []);
  const onJournalRef = useRef(onJournal);
  useEffect(() => {
    onJournalRef.current = onJournal;
  });
  const hasJournal = onJournal !== undefined;
  const stableOnJournal = useCallback((order: Order) => onJournalRef.current?.(order), []);

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

  const range = visibleRange({
    scrollTop,
    viewportHeight: viewport,
    rowHeight: ORDER_ROW_HEIGHT,
    count: orders.length,
    overscan: OVERSCAN,
  });
  const rows = orders.slice(range.start, range.end);

  return (
    <TableScroll
      ref={scrollRef}
      className="t-orders-scroll"
      framed={framed}
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      onClick={(event) => {
        const id = orderIdOf(event.target);
        if (id && onSelect) onSelect(id);
      }}
      onFocus={(event) => {
        const id = orderIdOf(event.target);
        if (id && onSelect) onSelect(id);
      }}
      aria-label={caption}
    >
      <DataTable
        caption={caption}
        hideCaption
        size={compact ? 'small' : 'medium'}
        dividers
        className={`t-orders-table${compact ? ' t-orders-table--compact' : ''}`}
        aria-rowcount={orders.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            {(compact ? COMPACT_HEADERS : HEADERS).map((header) => (
              <DataTable.HeaderCell key={header}>{header}</DataTable.HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {range.start > 0 ? <DataTable.SpacerRow height={range.start * ORDER_ROW_HEIGHT} /> : null}
          {rows.map((order, offset) => (
            <Row
              key={order.id}
              order={order}
              index={range.start + offset}
              currency={currency}
              onClose={stableOnClose}
              onModify={hasModify ? stableOnModify : undefined}
              onReverse={hasReverse ? stableOnReverse : undefined}
              onJournal={hasJournal ? stableOnJournal : undefined}
              selected={order.id === selectedId}
            />
          ))}
          {range.end < orders.length ? <DataTable.SpacerRow height={(orders.length - range.end) * ORDER_ROW_HEIGHT} /> : null}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
