import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Activity, Order, PhotoDocument, TokenPair, Transaction, User } from '@beurs/domain';
import { reconcileOrders } from './reconcile-orders';

/** The user session exactly as the spec lists it (section 3). */
export interface SessionState {
  currentUser: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Live pending and open orders, replaced by every `userOrders` push. */
  orders: readonly Order[];
  historyOrders: readonly Order[];
  photoDocuments: readonly PhotoDocument[];
  transactions: readonly Transaction[];
  activities: readonly Activity[];
}

/** What changes the session. Only these write to it. */
export interface SessionActions {
  setTokens(tokens: TokenPair | null): void;
  setCurrentUser(user: User | null): void;
  /** Replaces the live orders, keeping unchanged orders' objects (see `reconcileOrders`). */
  setOrders(orders: readonly Order[]): void;
  setHistoryOrders(orders: readonly Order[]): void;
  setPhotoDocuments(documents: readonly PhotoDocument[]): void;
  setTransactions(transactions: readonly Transaction[]): void;
  setActivities(activities: readonly Activity[]): void;
  /** Forgets everything (logout). */
  reset(): void;
}

export type SessionStore = SessionState & SessionActions;

const EMPTY: SessionState = {
  currentUser: null,
  accessToken: null,
  refreshToken: null,
  orders: [],
  historyOrders: [],
  photoDocuments: [],
  transactions: [],
  activities: [],
};

/** Creates a session store (one per page; tests make their own). */
export function createSessionStore(): UseBoundStore<StoreApi<SessionStore>> {
  return create<SessionStore>()((set) => ({
    ...EMPTY,
    setTokens: (tokens) => set({ accessToken: tokens?.accessToken ?? null, refreshToken: tokens?.refreshToken ?? null }),
    setCurrentUser: (currentUser) => set({ currentUser }),
    setOrders: (orders) => set((state) => ({ orders: reconcileOrders(state.orders, orders) })),
    setHistoryOrders: (historyOrders) => set({ historyOrders }),
    setPhotoDocuments: (photoDocuments) => set({ photoDocuments }),
    setTransactions: (transactions) => set({ transactions }),
    setActivities: (activities) => set({ activities }),
    reset: () => set(EMPTY),
  }));
}

/** The page's session store. Components read it through selectors: `useSessionStore((s) => s.orders)`. */
export const useSessionStore = createSessionStore();
