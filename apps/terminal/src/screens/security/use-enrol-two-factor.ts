import { useMutation } from '@tanstack/react-query';
import { showError } from '../../errors/show-error';
import { getServices } from '../../services/services';

/**
 * Step one of the two-factor set-up: the password again, answered with the secret to scan.
 * Nothing cached changes until the first code confirms it.
 */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => getServices().api.enrolTwoFactor({ password }),
    onError: (error) => showError(error),
  });
}
