import { memo } from 'react';
import { Link } from 'react-router';
import { Badge, Button } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { Pnl } from '../components/money';
import { formatMoney } from '../format/format-decimal';
import { rowRenderProbe } from './row-render-probe';

/** Props of {@link OrderRow}. */
export interface OrderRowProps {
  order: Order;
  /** Position in the whole list, for `aria-rowindex`. */
  index: number;
  currency: string;
  /** Stable across renders: the row is memoised. */
  onClose: (order: Order) => void;
}

const dash = '—';

/**
 * One live order. Memoised and keyed by id: it re-renders only when its own order object
 * changes (the store keeps unchanged orders' objects across `userOrders` pushes).
 */
export const OrderRow = memo(function OrderRow({ order, index, currency, onClose }: OrderRowProps) {
  rowRenderProbe.current?.(order.id);
  const pending = order.status === 'pending';
  return (
    <tr className="t-order-row" aria-rowindex={index + 2} data-order-id={order.id}>
      <td>
        <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>{order.instrument_id}</Link>
      </td>
      <td>
        <Badge variant={order.side === 'buy' ? 'positive' : 'negative'}>{order.side === 'buy' ? 'Buy' : 'Sell'}</Badge>
      </td>
      <td className="t-num">{order.volume}</td>
      <td className="t-num">{order.open_price ?? order.price ?? dash}</td>
      <td className="t-num">{order.current_price ?? dash}</td>
      <td className="t-num">{pending ? dash : <Pnl value={order.pnl} currency={currency} />}</td>
      <td>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onClose(order)}
          aria-label={`${pending ? 'Cancel' : 'Close'} ${order.side} ${order.volume} ${order.instrument_id}`}
        >
          {pending ? 'Cancel' : 'Close'}
        </Button>
      </td>
      <td>{pending ? `Pending ${order.type}` : 'Open'}</td>
      <td className="t-num">1:{order.leverage}</td>
      <td className="t-num">{order.stop_loss ?? dash}</td>
      <td className="t-num">{order.take_profit ?? dash}</td>
      <td className="t-num">{formatMoney(order.margin, currency)}</td>
    </tr>
  );
});
