import { TOKEN_STORAGE_KEYS } from '@beurs/domain';

/**
 * Whether browser storage holds a token pair, read the way `@beurs/api-client`'s browser token
 * store reads it (both tokens present; storage that cannot be read holds none). Cheap enough to
 * run before the terminal's code is downloaded.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(TOKEN_STORAGE_KEYS.accessToken) && storage.getItem(TOKEN_STORAGE_KEYS.refreshToken));
  } catch {
    // Storage blocked (sandboxed frame): the token store cannot restore anything either.
    return false;
  }
}
