import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { MESSAGES, type EndpointInput } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/**
 * A withdrawal: 'Withdrawal successful', or the server's text (contract §8). Whatever the outcome
 * the user is read again, as the balance or the PIN lock after a wrong PIN changed, and the ledger.
 */
export function useWithdraw() {
  return useMutation({
    mutationFn: async (request: EndpointInput<'withdraw'>) => (await getServices().api.withdraw(request)).transaction,
    onSuccess: () => notify.success(MESSAGES.withdrawalSuccessful),
    onError: (error) => showError(error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.transactions())]),
  });
}
