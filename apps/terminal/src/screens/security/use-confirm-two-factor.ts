import { useMutation } from '@tanstack/react-query';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/**
 * The first code from the app, which turns two-factor sign-in on and answers with the recovery
 * codes. The status is read again and the activity list records it.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => (await getServices().api.confirmTwoFactor({ code })).recovery_codes,
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.twoFactor(), queryKeys.activities()),
  });
}
