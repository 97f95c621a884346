import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { TokenPair } from '@beurs/domain';

/**
 * The session's own state: the tokens (contract §3). What the server knows about the user (the
 * current user, orders, history, documents, transactions, activity) lives in the query cache
 * (query/query-keys.ts), not here.
 */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
}

/** What changes the session. Only these write to it. */
export interface SessionActions {
  setTokens(tokens: TokenPair | null): void;
  /** Forgets everything (logout). */
  reset(): void;
}

export type SessionStore = SessionState & SessionActions;

const EMPTY: SessionState = { accessToken: null, refreshToken: null };

/** Creates a session store (one per page; tests make their own). */
export function createSessionStore(): UseBoundStore<StoreApi<SessionStore>> {
  return create<SessionStore>()((set) => ({
    ...EMPTY,
    setTokens: (tokens) => set({ accessToken: tokens?.accessToken ?? null, refreshToken: tokens?.refreshToken ?? null }),
    reset: () => set(EMPTY),
  }));
}

/** The page's session store. */
export const useSessionStore = createSessionStore();
