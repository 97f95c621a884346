import { useMemo } from 'react';
import { computeAccountFigures, type AccountFigures } from './account-figures';
import { useSessionStore } from './session-store';

/** Live account figures, or null before the user is loaded. */
export function useAccountFigures(): AccountFigures | null {
  const user = useSessionStore((state) => state.currentUser);
  const orders = useSessionStore((state) => state.orders);
  return useMemo(() => (user ? computeAccountFigures(user, orders) : null), [user, orders]);
}
