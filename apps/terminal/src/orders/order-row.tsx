import { memo } from 'react';
import { Link } from 'react-router';
import { Badge, Button, DataTable, FigureList, FigureListItem, ListCard, Money, SideText, Text } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { formatMoney } from '../format/format-decimal';
import { fillPriceText } from './fill-source';
import { hasJournal, journalLabel } from './order-journal';
import { expiryText, limitText, typeText } from './order-terms';
import { rowRenderProbe } from './row-render-probe';
import './order-journal.css';
import { modifyLabel } from './use-modify-order';
import { reverseLabel } from './use-reverse-order';

/** Props of {@link OrderRow} and {@link OrderCard}. */
export interface OrderRowProps {
  order: Order;
  /** Position in the whole list, for `aria-rowindex`. */
  index: number;
  currency: string;
  /** Stable across renders: the row is memoised. */
  onClose: (order: Order) => void;
  /** Changes the order's levels (stable too); without it the row offers Close only. */
  onModify?: ((order: Order) => void) | undefined;
  /** Reverses an open position (stable too); without it no Reverse is offered. */
  onReverse?: ((order: Order) => void) | undefined;
  /** Opens the order's journal, its note and tags (stable too); without it no Journal is offered. */
  onJournal?: ((order: Order) => void) | undefined;
  /** The order the keyboard's C acts on (positions panel). */
  selected?: boolean;
}

const dash = '—';

/** "Close buy 0.01 BTCUSD" / "Cancel sell 1 AAPL": the button's name says which order it acts on. */
export function closeLabel(order: Order): string {
  return `${order.status === 'pending' ? 'Cancel' : 'Close'} ${order.side} ${order.volume} ${order.instrument_id}`;
}

/**
 * The journal's pencil: ✐, or ✎ with the tags and note as its tooltip once the order has a
 * journal. One narrow glyph, so the rows keep their width.
 */
function JournalButton({ order, onJournal }: { order: Order; onJournal: (order: Order) => void }) {
  const written = hasJournal(order);
  return (
    <Button
      size="small"
      variant="ghost"
      className="t-journal-button"
      onClick={() => onJournal(order)}
      aria-label={journalLabel(order)}
      title={written ? journalTitle(order) : 'Journal: add a note and tags'}
      data-journal={written ? 'written' : 'empty'}
    >
      {written ? '✎' : '✐'}
    </Button>
  );
}

/** The row's actions: Journal (cards), Modify and Reverse (when offered; Reverse on positions only) and Close or Cancel, side by side. */
function Actions({
  order,
  onClose,
  onModify,
  onReverse,
  onJournal,
}: {
  order: Order;
  onClose: (order: Order) => void;
  onModify: ((order: Order) => void) | undefined;
  onReverse: ((order: Order) => void) | undefined;
  onJournal?: ((order: Order) => void) | undefined;
}) {
  return (
    <span className="t-row-actions">
      {onJournal ? <JournalButton order={order} onJournal={onJournal} /> : null}
      {onModify ? (
        <Button size="small" variant="ghost" onClick={() => onModify(order)} aria-label={modifyLabel(order)}>
          Modify
        </Button>
      ) : null}
      {onReverse && order.status === 'open' ? (
        <Button
          size="small"
          variant="ghost"
          onClick={() => onReverse(order)}
          aria-label={reverseLabel(order)}
          title="Close it and open the opposite side with the same volume"
        >
          Reverse
        </Button>
      ) : null}
      <Button size="small" variant="secondary" onClick={() => onClose(order)} aria-label={closeLabel(order)}>
        {order.status === 'pending' ? 'Cancel' : 'Close'}
      </Button>
    </span>
  );
}

/** The journal as a tooltip: the tags, then the note. */
function journalTitle(order: Order): string {
  const tags = (order.tags ?? []).map((tag) => `#${tag}`).join(' ');
  return [tags, order.note ?? ''].filter((part) => part !== '').join('\n');
}

/**
 * The open price (a pending order's trigger price), with where the fill's price came from as its
 * tooltip: the rows have no room for it, the cards and the history show it in full.
 */
function OpenPrice({ order }: { order: Order }) {
  const price = order.open_price ?? order.price ?? dash;
  const source = order.open_quote?.source ? `Filled at ${fillPriceText(order.open_price, order.open_quote)}` : undefined;
  return <span title={source}>{price}</span>;
}

function SideCell({ order }: { order: Order }) {
  return (
    <>
      <Badge variant={order.side === 'buy' ? 'positive' : 'negative'}>{order.side === 'buy' ? 'Buy' : 'Sell'}</Badge>
      <Text variant="muted">
        {order.status === 'pending' ? ` Pending ${typeText(order)} · ${expiryText(order)}` : ` Open 1:${order.leverage}`}
      </Text>
    </>
  );
}

/**
 * One live order. Memoised and keyed by id: it re-renders only when its own order object
 * changes (the store keeps unchanged orders' objects across `userOrders` pushes). The columns a
 * trader acts on (SL, TP, margin, P&L, close) all fit without sideways scrolling from 1024 px.
 */
export const OrderRow = memo(function OrderRow({
  order,
  index,
  currency,
  onClose,
  onModify,
  onReverse,
  onJournal,
  selected = false,
}: OrderRowProps) {
  rowRenderProbe.current?.(order.id);
  const pending = order.status === 'pending';
  const limit = limitText(order);
  return (
    <DataTable.Row
      className="t-order-row"
      selected={selected}
      aria-rowindex={index + 2}
      // Only the selected row says so: a row that was never picked carries no aria-selected.
      aria-selected={selected || undefined}
      data-order-id={order.id}
      tabIndex={-1}
    >
      <td>
        <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>{order.instrument_id}</Link>
        {onJournal ? <JournalButton order={order} onJournal={onJournal} /> : null}
      </td>
      <td>
        <SideCell order={order} />
      </td>
      <td className="t-num">{order.volume}</td>
      <td className="t-num">
        {limit ? (
          <span className="t-stack">
            <span>{order.price ?? dash}</span>
            <Text variant="muted">{limit}</Text>
          </span>
        ) : (
          <OpenPrice order={order} />
        )}
      </td>
      <td className="t-num">{order.current_price ?? dash}</td>
      <td className="t-num">{order.stop_loss ?? dash}</td>
      <td className="t-num">{order.take_profit ?? dash}</td>
      <td className="t-num">{pending ? dash : formatMoney(order.margin, currency)}</td>
      <td className="t-num">{pending ? dash : <Money value={order.pnl} currency={currency} kind="pnl" />}</td>
      <td>
        <Actions order={order} onClose={onClose} onModify={onModify} onReverse={onReverse} />
      </td>
    </DataTable.Row>
  );
});

/**
 * One live order in the workspace's narrow panel: six columns, with the side and volume under
 * the instrument, the current price under the open one, the take-profit under the stop-loss, so
 * SL, TP, margin, P&L and Close fit a 600 px panel without sideways scrolling.
 */
export const CompactOrderRow = memo(function CompactOrderRow({
  order,
  index,
  currency,
  onClose,
  onModify,
  onReverse,
  onJournal,
  selected = false,
}: OrderRowProps) {
  rowRenderProbe.current?.(order.id);
  const pending = order.status === 'pending';
  const limit = limitText(order);
  return (
    <DataTable.Row
      className="t-order-row t-order-row--compact"
      selected={selected}
      aria-rowindex={index + 2}
      // Only the selected row says so: a row that was never picked carries no aria-selected.
      aria-selected={selected || undefined}
      data-order-id={order.id}
      tabIndex={-1}
    >
      <td>
        <span className="t-stack">
          <span>
            <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>{order.instrument_id}</Link>
            {onJournal ? <JournalButton order={order} onJournal={onJournal} /> : null}
          </span>
          <SideText side={order.side}>
            {order.side === 'buy' ? 'Buy' : 'Sell'} {order.volume}
            {pending ? ` · ${typeText(order)} · ${expiryText(order)}` : ''}
          </SideText>
        </span>
      </td>
      <td className="t-num">
        <span className="t-stack">
          <OpenPrice order={order} />
          {/* A stop-limit waits for two prices: its limit under its stop, where a position's current price goes. */}
          <Text variant="muted">{limit ?? order.current_price ?? dash}</Text>
        </span>
      </td>
      <td className="t-num">
        <span className="t-stack">
          <span>{order.stop_loss ?? dash}</span>
          <Text variant="muted">{order.take_profit ?? dash}</Text>
        </span>
      </td>
      <td className="t-num">{pending ? dash : formatMoney(order.margin, currency)}</td>
      <td className="t-num">{pending ? dash : <Money value={order.pnl} currency={currency} kind="pnl" />}</td>
      <td>
        <Actions order={order} onClose={onClose} onModify={onModify} onReverse={onReverse} />
      </td>
    </DataTable.Row>
  );
});

/**
 * One live order as a card (narrow screens): instrument, side and volume, then the P&L and the
 * Close button side by side, always in view; the details wrap below.
 */
export const OrderCard = memo(function OrderCard({
  order,
  currency,
  onClose,
  onModify,
  onReverse,
  onJournal,
  selected = false,
}: Omit<OrderRowProps, 'index'>) {
  rowRenderProbe.current?.(order.id);
  const pending = order.status === 'pending';
  const details: Array<[string, string]> = [
    [
      pending ? (order.type === 'stop_limit' ? 'Stop' : 'Price') : 'Open',
      pending ? (order.price ?? dash) : fillPriceText(order.open_price, order.open_quote),
    ],
    ...(order.type === 'stop_limit' && pending ? ([['Limit', order.limit_price ?? dash]] as Array<[string, string]>) : []),
    ...(pending ? ([['Expires', expiryText(order)]] as Array<[string, string]>) : []),
    ['Now', order.current_price ?? dash],
    ['SL', order.stop_loss ?? dash],
    ['TP', order.take_profit ?? dash],
    ['Margin', pending ? dash : formatMoney(order.margin, currency)],
  ];
  return (
    <ListCard className="t-order-card" marker={selected ? 'selected' : undefined} data-order-id={order.id} tabIndex={-1}>
      <div className="t-order-card__head">
        <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>
          <Text variant="strong">{order.instrument_id}</Text>
        </Link>
        <span>
          <SideCell order={order} />{' '}
          <Text variant="numeric" className="t-num">
            {order.volume}
          </Text>
        </span>
      </div>
      <div className="t-order-card__act">
        <Text variant="lead">
          {pending ? <Text variant="muted">Waiting for its price</Text> : <Money value={order.pnl} currency={currency} kind="pnl" />}
        </Text>
        <Actions order={order} onClose={onClose} onModify={onModify} onReverse={onReverse} onJournal={onJournal} />
      </div>
      <FigureList size="small" className="t-order-card__details">
        {details.map(([label, value]) => (
          <FigureListItem key={label} term={label}>
            {value}
          </FigureListItem>
        ))}
      </FigureList>
      {hasJournal(order) ? (
        <p className="t-order-card__journal">
          {(order.tags ?? []).map((tag) => (
            <Badge key={tag}>{`#${tag}`}</Badge>
          ))}
          {order.note ? <Text variant="muted"> {order.note}</Text> : null}
        </p>
      ) : null}
    </ListCard>
  );
});
