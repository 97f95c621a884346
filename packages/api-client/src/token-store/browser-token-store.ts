import type { TokenPair, TokenStore } from '@beurs/domain';
import { TOKEN_STORAGE_KEYS } from '@beurs/domain/constants';
import { createTokenListeners } from './token-listeners';

/** The part of the Web Storage API the browser token store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createBrowserTokenStore}. */
export interface BrowserTokenStoreOptions {
  /** Where the tokens persist. Defaults to `globalThis.localStorage` (memory only when there is none). */
  storage?: TokenStorage | undefined;
  /** Storage keys of the two tokens. Defaults to `TOKEN_STORAGE_KEYS` (`beurs.accessToken`, `beurs.refreshToken`). */
  keys?: { accessToken: string; refreshToken: string };
}

/** A {@link TokenStore} kept in Web Storage, with a way to stop following other tabs. */
export interface BrowserTokenStore extends TokenStore {
  /** Stops listening to other tabs' `storage` events (tests, hot reload). */
  dispose(): void;
}

function defaultStorage(): TokenStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Reading `localStorage` throws a SecurityError where storage is blocked (sandboxed frames).
    return undefined;
  }
}

/**
 * A {@link TokenStore} that persists the tokens in browser storage, as contract §4 wants (
 * tokens kept in browser storage and restored on app start). It restores the tokens stored by
 * an earlier visit when created, writes every change through, keeps working in memory when
 * storage throws (Safari private mode, a full quota), and follows sign-in, refresh and logout
 * in other tabs through the `storage` event.
 *
 * @example
 * const tokenStore = createBrowserTokenStore();
 * const api = createApiClient({ baseUrl: 'https://api.example.com:7799', tokenStore, onSessionEnded });
 */
export function createBrowserTokenStore(options: BrowserTokenStoreOptions = {}): BrowserTokenStore {
  const storage = options.storage ?? defaultStorage();
  const keys = options.keys ?? TOKEN_STORAGE_KEYS;
  const listeners = createTokenListeners();

  /** The stored pair, `null` when there is none, `undefined` when storage cannot be read. */
  function read(): TokenPair | null | undefined {
    try {
      const accessToken = storage?.getItem(keys.accessToken);
      const refreshToken = storage?.getItem(keys.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    } catch {
      // Storage that cannot be read leaves the tokens held in memory as they are.
      return undefined;
    }
  }

  function write(next: TokenPair | null): void {
    try {
      if (next) {
        storage?.setItem(keys.accessToken, next.accessToken);
        storage?.setItem(keys.refreshToken, next.refreshToken);
      } else {
        storage?.removeItem(keys.accessToken);
        storage?.removeItem(keys.refreshToken);
      }
    } catch {
      // Private mode or a full quota: the session still works in this tab, it just is not kept.
    }
  }

  let tokens = read() ?? null;

  function onStorage(event: StorageEvent): void {
    if (event.storageArea !== storage) return;
    if (event.key !== null && event.key !== keys.accessToken && event.key !== keys.refreshToken) return;
    const next = read();
    if (next === undefined || (next?.accessToken === tokens?.accessToken && next?.refreshToken === tokens?.refreshToken)) {
      return;
    }
    tokens = next;
    listeners.emit(tokens);
  }

  const events = typeof window === 'undefined' ? undefined : window;
  events?.addEventListener('storage', onStorage);

  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens(next) {
      tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken };
      write(tokens);
      listeners.emit(tokens);
    },
    clear() {
      tokens = null;
      write(null);
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
    dispose() {
      events?.removeEventListener('storage', onStorage);
    },
  };
}
