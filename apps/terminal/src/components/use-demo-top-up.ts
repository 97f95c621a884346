import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { getSession } from '../session/session';

/**
 * The demo top-up (product rule 7): the server's description of the top-up, or its refusal
 * (once a day). Either way the balance and the next time it is offered (on the user) and the
 * ledger are read again.
 */
export function useDemoTopUp() {
  return useMutation({
    mutationFn: async () => (await getServices().api.giveMeCredit()).transaction,
    onSuccess: (transaction) => notify.success(transaction.description || 'Demo top-up done: virtual funds only'),
    onError: (error) => showError(error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.transactions())]),
  });
}
