import { useState } from 'react';
import { Button, Modal, notify } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { Pnl } from '../components/money';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getSession } from '../session/session';

/** What {@link useCloseOrder} returns. */
export interface CloseOrder {
  /** Asks for confirmation to close (or cancel) the order. */
  request: (order: Order) => void;
  /** The confirmation dialog; render it once. */
  dialog: React.ReactNode;
}

/**
 * Closing an order: one click opens a confirmation dialog, the confirmation closes the position
 * at the current quote (or cancels a pending order). An order closed in the meantime gets the
 * spec's warning (MESSAGES.orderAlreadyClosed); other failures show the server's text.
 */
export function useCloseOrder(currency: string): CloseOrder {
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = order?.status === 'pending';

  const confirm = async () => {
    if (!order) return;
    setBusy(true);
    try {
      const { order: closed } = await getServices().api.closeOrder({ id: order.id });
      notify.success(
        closed.status === 'cancelled'
          ? `Order cancelled: ${closed.side} ${closed.volume} ${closed.instrument_id}`
          : `Position closed: ${closed.side} ${closed.volume} ${closed.instrument_id} at ${closed.close_price ?? '—'}`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setOrder(null);
      // The live list comes back by a `userOrders` push; what the close realised is fetched.
      await Promise.all([getSession().reloadUser(), invalidate(queryKeys.orderHistory(), queryKeys.transactions())]);
    }
  };

  const dialog = (
    <Modal
      open={order !== null}
      onClose={() => (busy ? undefined : setOrder(null))}
      title={pending ? 'Cancel this order?' : 'Close this position?'}
      description={
        order
          ? pending
            ? `The pending ${order.type} order to ${order.side} ${order.volume} ${order.instrument_id} is removed.`
            : `${order.side === 'buy' ? 'Sells' : 'Buys'} ${order.volume} ${order.instrument_id} at the current ${order.side === 'buy' ? 'bid' : 'ask'}.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOrder(null)} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {pending ? 'Cancel order' : 'Close position'}
          </Button>
        </>
      }
    >
      {order && !pending ? (
        <p>
          P&amp;L now: <Pnl value={order.pnl} currency={currency} /> (it may move before the close is filled).
        </p>
      ) : null}
    </Modal>
  );

  return { request: setOrder, dialog };
}
