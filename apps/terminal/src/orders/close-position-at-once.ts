import { notify } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { getSession } from '../session/session';

/**
 * Closes a whole position at once (one-click trading, which the trader turned on after a
 * warning): the server closes it at the current quote or says why not, as it words it.
 */
export async function closePositionAtOnce(orderId: string): Promise<void> {
  try {
    const { order } = await getServices().api.closeOrder({ id: orderId });
    notify.success(`Position closed: ${order.side} ${order.volume} ${order.instrument_id} at ${order.close_price ?? '—'}`);
  } catch (error) {
    showError(error);
  } finally {
    await Promise.all([getSession().reloadUser(), invalidate(queryKeys.orderHistory(), queryKeys.transactions())]);
  }
}
