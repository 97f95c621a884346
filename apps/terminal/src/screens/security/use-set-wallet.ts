import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { EndpointInput } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/** Identifies the wallet withdrawals are paid to: 'Wallet saved' or the server's text; the user and activity read again. */
export function useSetWallet() {
  return useMutation({
    mutationFn: (request: EndpointInput<'setWalletIdentification'>) => getServices().api.setWalletIdentification(request),
    onSuccess: () => notify.success('Wallet saved'),
    onError: (error) => showError(error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.activities())]),
  });
}
