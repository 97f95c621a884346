import { useMutation } from '@tanstack/react-query';
import type { Alert } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';

/** Deletes a price alert; a refusal shows the server's text. The alerts are read again either way. */
export function useDeleteAlert() {
  return useMutation({
    mutationFn: (alert: Alert) => getServices().api.deleteAlert({ id: alert.id }),
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.alerts()),
  });
}
