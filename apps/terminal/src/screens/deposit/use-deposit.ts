import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@beurs/domain';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/**
 * A deposit of virtual funds, answered with the new transaction. Success or not, the balance (on
 * the user) and the ledger are read again. Spec 8: a failure is only logged; the form still marks
 * the fields the server refused, since the person must fix them.
 */
export function useDeposit() {
  return useMutation({
    mutationFn: async (request: EndpointInput<'deposit'>) => (await getServices().api.deposit(request)).transaction,
    onError: (error) => console.warn('Deposit failed', error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.transactions())]),
  });
}
