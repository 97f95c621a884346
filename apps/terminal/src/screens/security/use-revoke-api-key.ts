import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { ApiKey } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';

/**
 * Revokes one key and says so. The server answers with the keys as they now stand, which go
 * straight into the cache; a refusal shows the server's text and reads the keys again. The
 * activity list, which records it, is read again either way.
 */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (key: ApiKey) => (await getServices().api.revokeApiKey({ id: key.id })).keys,
    onSuccess: (keys, key) => {
      client.setQueryData(queryKeys.apiKeys(), keys);
      notify.success(`${key.name} was revoked: programs using it are refused from now on`);
    },
    onError: (error) => {
      showError(error);
      void invalidate(queryKeys.apiKeys());
    },
    onSettled: () => void invalidate(queryKeys.activities()),
  });
}
