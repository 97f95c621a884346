import type { TokenPair, TokenStore } from '@beurs/domain';

/** A tiny in-memory `TokenStore` for tests (api-client ships the real ones). */
export function createMemoryTokenStore(initial: TokenPair | null = null): TokenStore {
  let tokens = initial;
  const listeners = new Set<(tokens: TokenPair | null) => void>();
  const notify = () => {
    for (const listener of listeners) listener(tokens);
  };
  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens(next) {
      tokens = next;
      notify();
    },
    clear() {
      tokens = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
