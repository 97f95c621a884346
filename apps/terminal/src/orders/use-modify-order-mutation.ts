import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { ModifyOrderRequest, Order } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';

/** Options of {@link useModifyOrderMutation}. */
export interface ModifyOrderMutationOptions {
  /** The success toast's text, from the changed order and what was sent. */
  announce: (changed: Order, request: ModifyOrderRequest) => string;
  /** Shows a refusal. Defaults to a toast with the server's text (showError); a form marks its fields instead. */
  onFailure?: (error: unknown) => void;
}

/**
 * Changes an order's levels without closing it. Nothing cached is read again: the live list
 * gets the changed order from the server's `userOrders` push.
 */
export function useModifyOrderMutation({ announce, onFailure = showError }: ModifyOrderMutationOptions) {
  return useMutation({
    mutationFn: async (request: ModifyOrderRequest) => (await getServices().api.modifyOrder(request)).order,
    onSuccess: (changed, request) => notify.success(announce(changed, request)),
    onError: (error) => onFailure(error),
  });
}
