import { useState } from 'react';
import { Button, Modal, Money, notify, TextField } from '@beurs/ui';
import { Decimal, type Order } from '@beurs/domain';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { refreshAfterClose } from './after-close';

/** What {@link useCloseOrder} returns. */
export interface CloseOrder {
  /** Asks for confirmation to close (or cancel) the order. */
  request: (order: Order) => void;
  /** The confirmation dialog; render it once. */
  dialog: React.ReactNode;
}

/**
 * Closing an order: one click opens a confirmation dialog, the confirmation closes the position
 * at the current quote (or cancels a pending order). The dialog's volume closes part of a
 * position: the rest stays open with its stop-loss, take-profit and trailing stop. An order closed in the meantime gets the
 * spec's warning (MESSAGES.orderAlreadyClosed); other failures show the server's text.
 */
export function useCloseOrder(currency: string): CloseOrder {
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [volume, setVolume] = useState('');
  const [volumeError, setVolumeError] = useState<string | undefined>(undefined);
  const pending = order?.status === 'pending';

  const request = (next: Order) => {
    setOrder(next);
    setVolume(next.volume);
    setVolumeError(undefined);
  };

  /** The part to close, or null for the whole position (or a pending order). */
  const partOf = (position: Order): string | null | undefined => {
    if (position.status === 'pending') return null;
    const typed = volume.trim();
    const refused = checkDecimalFields({ volume: { label: 'Volume', value: typed } }).volume;
    if (refused || typed === '') {
      setVolumeError(refused ?? 'Enter the volume to close');
      return undefined;
    }
    const part = Decimal.from(typed);
    if (!part.isPositive()) {
      setVolumeError('Volume must be above 0');
      return undefined;
    }
    if (part.gt(position.volume)) {
      setVolumeError(`The position is ${position.volume} lots: close at most that`);
      return undefined;
    }
    return part.eq(position.volume) ? null : typed;
  };

  const confirm = async () => {
    if (!order) return;
    const part = partOf(order);
    if (part === undefined) return;
    setBusy(true);
    try {
      const { order: closed } = await getServices().api.closeOrder(part === null ? { id: order.id } : { id: order.id, volume: part });
      notify.success(
        closed.status === 'cancelled'
          ? `Order cancelled: ${closed.side} ${closed.volume} ${closed.instrument_id}`
          : part === null
            ? `Position closed: ${closed.side} ${closed.volume} ${closed.instrument_id} at ${closed.close_price ?? '—'}`
            : `Closed ${closed.volume} of ${order.side} ${order.volume} ${order.instrument_id} at ${closed.close_price ?? '—'}; ${Decimal.from(order.volume).sub(closed.volume).toFixed(2)} stays open`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setOrder(null);
      // The live list comes back by a `userOrders` push; what the close realised is fetched.
      await refreshAfterClose();
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
        <>
          <p>
            P&amp;L now: <Money value={order.pnl} currency={currency} kind="pnl" /> (it may move before the close is filled).
          </p>
          <TextField
            label="Volume to close"
            inputMode="decimal"
            autoComplete="off"
            value={volume}
            onChange={(event) => setVolume(event.target.value)}
            error={volumeError}
            hint={`All ${order.volume} lots, or less to close part and keep the rest open`}
          />
        </>
      ) : null}
    </Modal>
  );

  return { request, dialog };
}
