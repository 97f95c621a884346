import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { queryKeys } from '../query/query-keys';
import { notificationsQuery } from '../query/server-queries';
import { getServices } from '../services/services';

const NONE: readonly Notification[] = [];

/** What {@link useNotifications} returns. */
export interface NotificationsView {
  notifications: readonly Notification[];
  unread: number;
  state: LoadState;
}

/**
 * The user's notifications and unread count (header badge), checked again every minute while
 * something shows them. `enabled` waits for the session: the header mounts before the user is known.
 */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}): NotificationsView {
  const query = useQuery({ ...notificationsQuery(), enabled });
  return { notifications: query.data?.notifications ?? NONE, unread: query.data?.unread ?? 0, state: loadStateOf(query) };
}

/**
 * Marks one notification read, or all of them without an id. The server answers with the list
 * as it now stands, which goes straight into the cache: no second call.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => getServices().api.readNotifications(id === undefined ? {} : { id }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.notifications(), answer),
  });
}
