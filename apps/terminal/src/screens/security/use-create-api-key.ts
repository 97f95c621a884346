import { useMutation } from '@tanstack/react-query';
import type { CreateApiKeyRequest } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/**
 * Creates an API key, answered with the key and its secret, which the caller shows once. A
 * refusal shows the server's text (its fields are marked on the form). The keys are read again
 * either way, and the activity list, which records it.
 */
export function useCreateApiKey() {
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => getServices().api.createApiKey(request),
    // The answer holds the secret: it leaves the mutation cache as soon as nothing shows it.
    gcTime: 0,
    onError: (error) => showError(error),
    onSettled: () => void invalidate(queryKeys.apiKeys(), queryKeys.activities()),
  });
}
