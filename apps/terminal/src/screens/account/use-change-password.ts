import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { MESSAGES, type EndpointInput } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/** A password change: 'Password changed successfully' or the server's text; the activity list records it. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: EndpointInput<'changePassword'>) => getServices().api.changePassword(request),
    onSuccess: () => notify.success(MESSAGES.passwordChanged),
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.activities()),
  });
}
