import type { ApiClient } from '@beurs/api-client';
import type { StoreApi } from 'zustand';
import type { SessionStore } from './session-store';

/** Calls that fill the session store. Each rejects with the call's error; callers decide what to show. */
export interface SessionLoaders {
  loadUser(): Promise<void>;
  loadHistoryOrders(): Promise<void>;
  loadPhotoDocuments(): Promise<void>;
  loadTransactions(): Promise<void>;
  loadActivities(): Promise<void>;
}

/** The loaders of the session's lists and of the current user. */
export function createSessionLoaders(api: ApiClient, store: StoreApi<SessionStore>): SessionLoaders {
  return {
    async loadUser() {
      const { user } = await api.getUser();
      store.getState().setCurrentUser(user);
    },
    async loadHistoryOrders() {
      const { orders } = await api.getOrderHistory({ limit: 1000 });
      store.getState().setHistoryOrders(orders);
    },
    async loadPhotoDocuments() {
      const { photo } = await api.getPhoto();
      store.getState().setPhotoDocuments(photo);
    },
    async loadTransactions() {
      const { transactions } = await api.getTransactions({ limit: 500 });
      store.getState().setTransactions(transactions);
    },
    async loadActivities() {
      const { activities } = await api.getActivities({ limit: 200 });
      store.getState().setActivities(activities);
    },
  };
}
