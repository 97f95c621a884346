import { create } from 'zustand';
import type { Notification } from '@beurs/domain';
import { getServices } from '../services/services';

/** The user's notifications and unread count (header badge). */
export interface NotificationsState {
  notifications: readonly Notification[];
  unread: number;
  loaded: boolean;
  load(): Promise<void>;
  /** Marks one notification read, or all of them without an id. */
  markRead(id?: string): Promise<void>;
}

/** The page's notifications store. */
export const useNotificationsStore = create<NotificationsState>()((set) => ({
  notifications: [],
  unread: 0,
  loaded: false,
  async load() {
    const { notifications, unread } = await getServices().api.getNotifications();
    set({ notifications, unread, loaded: true });
  },
  async markRead(id) {
    const { notifications, unread } = await getServices().api.readNotifications(id === undefined ? {} : { id });
    set({ notifications, unread, loaded: true });
  },
}));
