import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { Decimal, type Order } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { refreshAfterClose } from './after-close';

/** What to close: the order as the trader saw it, and the part of a position, null for all of it. */
export interface CloseOrderRequest {
  order: Order;
  volume: string | null;
}

function closedText({ order, volume }: CloseOrderRequest, closed: Order): string {
  if (closed.status === 'cancelled') return `Order cancelled: ${closed.side} ${closed.volume} ${closed.instrument_id}`;
  if (volume === null) return `Position closed: ${closed.side} ${closed.volume} ${closed.instrument_id} at ${closed.close_price ?? '—'}`;
  const left = Decimal.from(order.volume).sub(closed.volume).toFixed(2);
  return `Closed ${closed.volume} of ${order.side} ${order.volume} ${order.instrument_id} at ${closed.close_price ?? '—'}; ${left} stays open`;
}

/**
 * Closes a position at the current quote, all of it or a part, or cancels a pending order, and
 * says what was done. An order closed in the meantime gets the spec's warning
 * (MESSAGES.orderAlreadyClosed, through showError); other failures show the server's text.
 * Either way what the close changed is read again (see refreshAfterClose).
 */
export function useCloseOrderMutation() {
  return useMutation({
    mutationFn: async ({ order, volume }: CloseOrderRequest) =>
      (await getServices().api.closeOrder(volume === null ? { id: order.id } : { id: order.id, volume })).order,
    onSuccess: (closed, request) => notify.success(closedText(request, closed)),
    onError: (error) => showError(error),
    onSettled: () => void refreshAfterClose(),
  });
}
