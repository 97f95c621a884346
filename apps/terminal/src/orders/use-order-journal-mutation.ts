import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import type { EndpointInput } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';

/**
 * Saves an order's journal (note and tags) and says so. The live list gets the new journal from
 * the server's push; the history (closed orders, filtered by tag or not) is read again.
 * `onFailure` shows a refusal, by default the server's text (showError).
 */
export function useOrderJournalMutation({ onFailure = showError }: { onFailure?: (error: unknown) => void } = {}) {
  return useMutation({
    mutationFn: async (request: EndpointInput<'setOrderJournal'>) => (await getServices().api.setOrderJournal(request)).order,
    onSuccess: (saved) => {
      notify.success(`Journal saved: ${saved.side} ${saved.volume} ${saved.instrument_id}`);
      void invalidate(queryKeys.orderHistory());
    },
    onError: (error) => onFailure(error),
  });
}
