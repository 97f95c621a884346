import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { ClientUpdateRequest } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/** Saves the changed profile fields: 'Profile saved' or the server's text; the user is read again either way. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (changes: ClientUpdateRequest) => getServices().api.updateClient(changes),
    onSuccess: () => notify.success('Profile saved'),
    onError: (error) => showError(error),
    onSettled: () => void getSession().reloadUser(),
  });
}
