import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { DeviceSession } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/** Signs one other device out and says so; a failure shows the server's text. The list is read again either way. */
export function useEndSession() {
  return useMutation({
    mutationFn: (session: DeviceSession) => getServices().api.endSession({ id: session.id }),
    onSuccess: (_answer, session) => notify.success(`${session.device} was signed out`),
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.deviceSessions()),
  });
}
