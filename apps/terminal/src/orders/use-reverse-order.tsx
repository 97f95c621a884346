import { useState } from 'react';
import { Button, Modal } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { usePreferences } from '../preferences/preferences-store';
import { useReverseOrderMutation } from './use-reverse-order-mutation';

/** What {@link useReverseOrder} returns. */
export interface ReverseOrder {
  /** Reverses the position: at once with one-click trading on, after a confirmation otherwise. */
  request: (order: Order) => void;
  /** The confirmation dialog; render it once. */
  dialog: React.ReactNode;
}

/** "Reverse buy 0.01 BTCUSD": the button's name says which position it turns around. */
export function reverseLabel(order: Order): string {
  return `Reverse ${order.side} ${order.volume} ${order.instrument_id}`;
}

/**
 * Reversing a position: one `reverseOrder` call closes it at the current quote and opens the
 * opposite side with the same volume and leverage, without its stop-loss, take-profit or
 * trailing stop (they would be on the wrong side). It asks first unless one-click trading is on,
 * which the trader turned on to trade in one action. The server's refusal (not enough margin for
 * the new side, a closed market, an order closed meanwhile) is shown in its words.
 */
export function useReverseOrder(): ReverseOrder {
  const oneClick = usePreferences((state) => state.oneClick);
  const [order, setOrder] = useState<Order | null>(null);
  const reverse = useReverseOrderMutation();
  const busy = reverse.isPending;

  const send = (position: Order) => reverse.mutate(position, { onSettled: () => setOrder(null) });

  const request = (next: Order) => {
    if (oneClick) send(next);
    else setOrder(next);
  };

  const opposite = order?.side === 'buy' ? 'sell' : 'buy';
  const dialog = (
    <Modal
      open={order !== null}
      onClose={() => (busy ? undefined : setOrder(null))}
      title="Reverse this position?"
      description={
        order
          ? `Closes ${order.side} ${order.volume} ${order.instrument_id} at the current ${order.side === 'buy' ? 'bid' : 'ask'} and opens ${opposite} ${order.volume} at 1:${order.leverage}, without a stop-loss or take-profit.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOrder(null)} disabled={busy}>
            Keep it
          </Button>
          <Button variant={opposite} loading={busy} onClick={() => (order ? send(order) : undefined)}>
            {order ? `Reverse to ${opposite} ${order.volume}` : 'Reverse'}
          </Button>
        </>
      }
    />
  );

  return { request, dialog };
}
