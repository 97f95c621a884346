import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { EndpointInput } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';

/**
 * Sets a price alert: "Alert set: BTCUSD bid above 70000", or the server's text (it says when the
 * bid already meets the level). The alerts are read again either way.
 */
export function useCreateAlert() {
  return useMutation({
    mutationFn: (request: EndpointInput<'createAlert'>) => getServices().api.createAlert(request),
    onSuccess: (_answer, request) => notify.success(`Alert set: ${request.instrument_id} bid ${request.condition} ${request.price}`),
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.alerts()),
  });
}
