import { useCallback, useState } from 'react';
import { Button, Modal, Money, TextField } from '@beurs/ui';
import { Decimal, type Order } from '@beurs/domain';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { useCloseOrderMutation } from './use-close-order-mutation';

/** What {@link useCloseOrder} returns. */
export interface CloseOrder {
  /** Asks for confirmation to close (or cancel) the order. */
  request: (order: Order) => void;
  /** Closes a whole position at once, without asking (one-click trading, turned on after a warning). */
  closeNow: (order: Order) => void;
  /** The confirmation dialog; render it once. */
  dialog: React.ReactNode;
}

/**
 * Closing an order: one click opens a confirmation dialog, the confirmation closes the position
 * at the current quote (or cancels a pending order). The dialog's volume closes part of a
 * position: the rest stays open with its stop-loss, take-profit and trailing stop. What the
 * close says, success or failure, is {@link useCloseOrderMutation}'s.
 */
export function useCloseOrder(currency: string): CloseOrder {
  const [order, setOrder] = useState<Order | null>(null);
  const close = useCloseOrderMutation();
  const busy = close.isPending;
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

  const confirm = () => {
    if (!order || busy) return;
    const part = partOf(order);
    if (part === undefined) return;
    close.mutate({ order, volume: part }, { onSettled: () => setOrder(null) });
  };

  const { mutate } = close;
  const closeNow = useCallback((position: Order) => mutate({ order: position, volume: null }), [mutate]);

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
          <Button variant="danger" loading={busy} onClick={confirm}>
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

  return { request, closeNow, dialog };
}
