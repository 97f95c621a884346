import type { TokenStore } from '@beurs/domain';
import { API_KEY_PREFIX } from '@beurs/domain/constants';

/**
 * A token store that always holds the API key as its access token and never a refresh token:
 * what a program's client reads where a person's reads its session.
 */
export function apiKeyTokenStore(apiKey: string): TokenStore {
  if (!apiKey.startsWith(API_KEY_PREFIX) || apiKey.length === API_KEY_PREFIX.length) {
    throw new TypeError(`apiKey must be an API key's secret, which starts with ${API_KEY_PREFIX}; a session's tokens go in tokenStore`);
  }
  return {
    getAccessToken: () => apiKey,
    getRefreshToken: () => null,
    setTokens() {},
    clear() {},
    subscribe: () => () => {},
  };
}
