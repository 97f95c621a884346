import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { OpenOrderRequest, Order, PriceSource } from '@beurs/domain';
import { fieldErrorsOf, type FieldErrors } from '../errors/field-errors';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { getSession } from '../session/session';
import { placedOrderToast } from './placed-order-text';

/** Names the ticket's open-order writes, so the page can tell one is under way. */
export const OPEN_ORDER_MUTATION_KEY = ['orders', 'open'] as const;

/** What {@link useOpenOrder} tells the ticket. */
export interface OpenOrderOptions {
  /** The instrument's price source now, which names the provider of a fill's price in the toast. */
  priceSource: PriceSource | undefined;
  /** The server took the order (after its toast). */
  onPlaced: (order: Order) => void;
  /** The server refused it; `fields` holds the messages it put on fields, empty when it named none. */
  onRefused: (fields: FieldErrors) => void;
}

/**
 * Sends the ticket's order. A taken order is said in a toast; a refusal's field messages go to the
 * ticket's fields and its message through the terminal's error display (contract §8). Either way
 * the user is loaded again, for the balance and margin the order changed. Nothing is invalidated:
 * the live orders arrive by push.
 */
export function useOpenOrder({ priceSource, onPlaced, onRefused }: OpenOrderOptions) {
  return useMutation({
    mutationKey: OPEN_ORDER_MUTATION_KEY,
    mutationFn: async (request: OpenOrderRequest) => (await getServices().api.openOrder(request)).order,
    onSuccess: (order) => {
      notify.success(placedOrderToast(order, priceSource));
      onPlaced(order);
    },
    onError: (error) => {
      onRefused(fieldErrorsOf(error));
      showError(error);
    },
    // Not awaited: the ticket's button is free again once the server has answered.
    onSettled: () => void getSession().reloadUser(),
  });
}
