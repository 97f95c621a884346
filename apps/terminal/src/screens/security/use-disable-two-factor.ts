import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { TwoFactorDisableRequest } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/** Turns two-factor sign-in off: the server's message, or its refusal; the status and activity read again. */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (request: TwoFactorDisableRequest) => getServices().api.disableTwoFactor(request),
    onSuccess: (answer) => notify.success(answer.message ?? 'Two-factor sign-in is off'),
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.twoFactor(), queryKeys.activities()),
  });
}
