import { skipToken, useQuery } from '@tanstack/react-query';
import type { User } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';

/**
 * The signed-in user from the query cache, or null before the session has loaded it. The
 * session owns this entry (it loads the user at start, after a change and when a position
 * closes, and knows which failures end the session), so the hook only reads it: no screen
 * fetches the user on its own.
 */
export function useCurrentUser(): User | null {
  return useQuery<User>({ queryKey: queryKeys.user(), queryFn: skipToken }).data ?? null;
}
