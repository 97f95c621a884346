import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { Decimal, type Order } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { formatSigned } from '../format/format-decimal';
import { getServices } from '../services/services';
import { refreshAfterClose } from './after-close';

/** "3 positions", "1 BTCUSD position". */
export function positionsText(count: number, instrumentId: string | undefined): string {
  return `${count} ${instrumentId ? `${instrumentId} ` : ''}position${count === 1 ? '' : 's'}`;
}

/** The sum of the orders' P&L, as decimal text. */
export function totalPnl(orders: readonly Order[]): string {
  return orders.reduce((sum, order) => sum.add(order.pnl), Decimal.from(0)).toFixed(2);
}

/**
 * Closes every open position, or those of one instrument, in one call at the current quotes, and
 * says how many with their P&L in `currency`, or that none was open any more. The server refuses
 * the whole call when any market is closed or its quote stale, and says why. Either way what the
 * closes changed is read again (see refreshAfterClose).
 */
export function useCloseAllMutation(currency: string) {
  return useMutation({
    mutationFn: async (instrumentId: string | undefined) =>
      (await getServices().api.closeAllOrders(instrumentId ? { instrument_id: instrumentId } : {})).orders,
    onSuccess: (orders, instrumentId) => {
      if (orders.length === 0)
        notify.warning(`Nothing to close: ${instrumentId ? `no ${instrumentId} position is` : 'no position is'} open any more.`);
      else notify.success(`Closed ${positionsText(orders.length, instrumentId)}: P&L ${formatSigned(totalPnl(orders))} ${currency}`);
    },
    onError: (error) => showError(error),
    onSettled: () => void refreshAfterClose(),
  });
}
