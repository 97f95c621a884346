import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { refreshAfterClose } from './after-close';

/**
 * Reverses a position in one call: closed at the current quote, the opposite side opened with the
 * same volume and leverage. The server's refusal (not enough margin for the new side, a closed
 * market, an order closed meanwhile) is shown in its words. Either way what the close changed is
 * read again (see refreshAfterClose).
 */
export function useReverseOrderMutation() {
  return useMutation({
    mutationFn: (position: Order) => getServices().api.reverseOrder({ id: position.id }),
    onSuccess: ({ closed, opened }) =>
      notify.success(
        `Reversed: closed ${closed.side} ${closed.volume} ${closed.instrument_id} at ${closed.close_price ?? '—'}, opened ${opened.side} ${opened.volume} at ${opened.open_price ?? '—'}`,
      ),
    onError: (error) => showError(error),
    onSettled: () => void refreshAfterClose(),
  });
}
