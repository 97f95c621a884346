import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { MarketSymbol, OpenOrderRequest, Order, OrderSide } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { getServices } from '../services/services';
import { getSession } from '../session/session';

/** Names the one-click open-order writes, beside the ticket's own. */
export const ONE_CLICK_ORDER_MUTATION_KEY = ['orders', 'open', 'one-click'] as const;

/** One order of one click: the default volume, a market order or a pending one at `price`. */
export interface OneClickOrder {
  symbol: MarketSymbol;
  side: OrderSide;
  volume: string;
  pending?: { type: 'limit' | 'stop'; price: string };
}

/** The request a fresh ticket would send: at the instrument's leverage cap. */
export function oneClickRequest({ symbol, side, volume, pending }: OneClickOrder): OpenOrderRequest {
  const common = { instrument_id: symbol.instrument_id, side, volume, leverage: symbol.max_leverage };
  return pending ? { ...common, type: pending.type, price: pending.price } : { ...common, type: 'market' };
}

function oneClickToast(order: Order): string {
  return order.status === 'pending'
    ? `Order placed: ${order.type} ${order.side} ${order.volume} ${order.instrument_id} at ${order.price ?? '—'}`
    : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${order.open_price ?? '—'}`;
}

/**
 * Sends an order of the default volume at once (one-click trading, which the trader turned on
 * after a warning). The server still checks everything; its refusal is shown as it words it. The
 * toast and the error display live in the hook's own callbacks, so each of two quick clicks
 * reports its own order; either way the user is loaded again for the balance and margin.
 */
export function useOneClickOrder(): { send: (order: OneClickOrder) => void; sending: boolean } {
  const mutation = useMutation({
    mutationKey: ONE_CLICK_ORDER_MUTATION_KEY,
    mutationFn: async (order: OneClickOrder) => (await getServices().api.openOrder(oneClickRequest(order))).order,
    onSuccess: (order) => notify.success(oneClickToast(order)),
    onError: (error) => showError(error),
    onSettled: () => getSession().reloadUser(),
  });
  return { send: mutation.mutate, sending: mutation.isPending };
}
