import type { TokenPair } from '../contract/auth';

/**
 * Where a client keeps its tokens. `@beurs/api-client` and `@beurs/realtime` both read and
 * write the same store, so a refresh by one is seen by the other.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores a new pair (after sign-in or a refresh) and tells the subscribers. */
  setTokens(tokens: TokenPair): void;
  /** Forgets both tokens and tells the subscribers. */
  clear(): void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (tokens: TokenPair | null) => void): () => void;
}
