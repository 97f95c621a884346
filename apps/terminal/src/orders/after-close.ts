import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getSession } from '../session/session';

/**
 * What every close brings up to date: the live list comes back by a `userOrders` push; the
 * balance the closes realised is reloaded, and the history and the ledger they wrote are fetched
 * again.
 */
export async function refreshAfterClose(): Promise<void> {
  await Promise.all([getSession().reloadUser(), invalidate(queryKeys.orderHistory(), queryKeys.transactions())]);
}
