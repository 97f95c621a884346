import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { MESSAGES, type SavePinRequest } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/**
 * Sets or changes the withdrawal PIN: 'Code saved successfully' or the server's text. The user
 * (whether it has a PIN, its lock) and the activity list are read again either way.
 */
export function useSavePin() {
  return useMutation({
    mutationFn: (request: SavePinRequest) => getServices().api.savePin(request),
    onSuccess: () => notify.success(MESSAGES.codeSaved),
    onError: (error) => showError(error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.activities())]),
  });
}
