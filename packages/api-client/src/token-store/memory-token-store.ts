import type { TokenPair, TokenStore } from '@beurs/domain';
import { createTokenListeners } from './token-listeners';

/**
 * A {@link TokenStore} that keeps the tokens in memory only: for tests, servers, and apps
 * that must not persist tokens. They are gone when the page or process ends.
 *
 * @param initial Tokens to start with. Defaults to none.
 * @example
 * const tokenStore = createMemoryTokenStore();
 * const unsubscribe = tokenStore.subscribe((tokens) => console.log(tokens ? 'signed in' : 'signed out'));
 */
export function createMemoryTokenStore(initial: TokenPair | null = null): TokenStore {
  const listeners = createTokenListeners();
  let tokens = initial && { accessToken: initial.accessToken, refreshToken: initial.refreshToken };
  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens(next) {
      tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken };
      listeners.emit(tokens);
    },
    clear() {
      tokens = null;
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
}
