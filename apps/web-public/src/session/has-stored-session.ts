import { TOKEN_STORAGE_KEYS } from '@beurs/domain';

/**
 * Whether browser storage holds a token pair: both tokens present, as `@beurs/api-client`'s
 * browser token store and the terminal (its own `hasStoredSession`) read them; storage that
 * cannot be read holds none. It says a session was stored, not that it is still alive: the
 * terminal refreshes it or sends the visitor to sign in.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(TOKEN_STORAGE_KEYS.accessToken) && storage.getItem(TOKEN_STORAGE_KEYS.refreshToken));
  } catch {
    // Storage blocked (sandboxed frame, privacy settings): no session can be restored from it either.
    return false;
  }
}
