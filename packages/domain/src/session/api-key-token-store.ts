import { API_KEY_PREFIX } from '../constants/trading-api';
import type { TokenStore } from './token-store';

/**
 * A token store that always holds the API key as its access token and never a refresh token:
 * what a program's client reads where a person's reads its session. Stores nothing and tells no
 * one, so `signin` on a program's client answers the tokens without keeping them. Throws a
 * `TypeError` for anything that is not an API key's secret.
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
