import { useMemo } from 'react';
import { computeAccountFigures, type AccountFigures } from './account-figures';
import { useCurrentUser } from './use-current-user';
import { useLiveOrders } from './use-live-orders';

/** Live account figures, or null before the user is loaded. */
export function useAccountFigures(): AccountFigures | null {
  const user = useCurrentUser();
  const orders = useLiveOrders();
  return useMemo(() => (user ? computeAccountFigures(user, orders) : null), [user, orders]);
}
