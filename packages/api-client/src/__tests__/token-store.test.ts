import { TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStore, createMemoryTokenStore } from '../index';

/** A small in-memory Web Storage. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Storage as Safari's private mode and blocked frames behave: every call throws. */
class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** What another tab's write looks like to this one (Node has no StorageEvent). */
function storageEvent(init: { key: string | null; storageArea: Storage }): Event {
  return Object.assign(new Event('storage'), init);
}

const PAIR = { accessToken: 'access-1', refreshToken: 'refresh-1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createMemoryTokenStore', () => {
  it('starts with the tokens given, or none', () => {
    expect(createMemoryTokenStore(PAIR).getAccessToken()).toBe('access-1');
    expect(createMemoryTokenStore().getRefreshToken()).toBeNull();
  });

  it('tells subscribers of every change until they unsubscribe', () => {
    const store = createMemoryTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.setTokens(PAIR);
    store.clear();
    unsubscribe();
    store.setTokens(PAIR);

    expect(listener.mock.calls).toEqual([[PAIR], [null]]);
  });

  it('keeps its own copy of the pair', () => {
    const pair = { ...PAIR };
    const store = createMemoryTokenStore(pair);
    pair.accessToken = 'changed';
    expect(store.getAccessToken()).toBe('access-1');
  });
});

describe('createBrowserTokenStore', () => {
  it('restores the tokens kept by an earlier visit (contract §4)', () => {
    const storage = new MemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'kept-access');
    storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'kept-refresh');

    const store = createBrowserTokenStore({ storage });

    expect(store.getAccessToken()).toBe('kept-access');
    expect(store.getRefreshToken()).toBe('kept-refresh');
  });

  it('writes sign-in, refresh and logout through to storage', () => {
    const storage = new MemoryStorage();
    const store = createBrowserTokenStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);

    store.setTokens(PAIR);
    expect(storage.getItem('beurs.accessToken')).toBe('access-1');
    expect(storage.getItem('beurs.refreshToken')).toBe('refresh-1');
    expect(createBrowserTokenStore({ storage }).getAccessToken()).toBe('access-1');

    store.clear();
    expect(storage.length).toBe(0);
    expect(listener.mock.calls).toEqual([[PAIR], [null]]);
  });

  it('uses the keys it is given', () => {
    const storage = new MemoryStorage();
    createBrowserTokenStore({ storage, keys: { accessToken: 'a', refreshToken: 'r' } }).setTokens(PAIR);
    expect([...storage.items.keys()]).toEqual(['a', 'r']);
  });

  it('keeps working in memory when storage throws (private mode)', () => {
    const store = createBrowserTokenStore({ storage: new ThrowingStorage() });
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.getAccessToken()).toBeNull();
    store.setTokens(PAIR);
    expect(store.getAccessToken()).toBe('access-1');
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working in memory where there is no localStorage (Node)', () => {
    const store = createBrowserTokenStore();
    store.setTokens(PAIR);
    expect(store.getRefreshToken()).toBe('refresh-1');
  });

  it("follows another tab's sign-in and logout through the storage event", () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = new MemoryStorage();
    const store = createBrowserTokenStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);

    // The other tab writes both keys; this tab hears of each.
    storage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'other-access');
    storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'other-refresh');
    window.dispatchEvent(storageEvent({ key: TOKEN_STORAGE_KEYS.accessToken, storageArea: storage }));
    window.dispatchEvent(storageEvent({ key: TOKEN_STORAGE_KEYS.refreshToken, storageArea: storage }));
    expect(store.getAccessToken()).toBe('other-access');

    storage.clear();
    window.dispatchEvent(storageEvent({ key: null, storageArea: storage }));
    expect(store.getAccessToken()).toBeNull();

    expect(listener.mock.calls).toEqual([[{ accessToken: 'other-access', refreshToken: 'other-refresh' }], [null]]);
  });

  it('ignores other keys, other storage areas, and everything after dispose', () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = new MemoryStorage();
    const store = createBrowserTokenStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'other-access');
    storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'other-refresh');

    window.dispatchEvent(storageEvent({ key: 'theme', storageArea: storage }));
    window.dispatchEvent(storageEvent({ key: TOKEN_STORAGE_KEYS.accessToken, storageArea: new MemoryStorage() }));
    store.dispose();
    window.dispatchEvent(storageEvent({ key: TOKEN_STORAGE_KEYS.accessToken, storageArea: storage }));

    expect(store.getAccessToken()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});
