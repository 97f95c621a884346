import { FONT_IDS, FONTS, THEME_IDS, THEMES, type FontId, type ThemeId } from '@beurs/domain';

/** The user's choice of colour theme and font. */
export interface Appearance {
  readonly themeId: ThemeId;
  readonly fontId: FontId;
}

/** The localStorage key the choice is kept under. */
export const APPEARANCE_STORAGE_KEY = 'beurs:appearance';

function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}

function isFontId(value: unknown): value is FontId {
  return typeof value === 'string' && (FONT_IDS as readonly string[]).includes(value);
}

/**
 * Reads a stored appearance. Anything that is not a known theme or font id (garbage, an old
 * format, a theme that was removed) falls back field by field, so one bad value never breaks
 * the other or the page.
 */
export function parseAppearance(raw: string | null, fallback: Appearance): Appearance {
  if (raw === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Unreadable storage is not an error the user can act on: the defaults are the answer.
    return fallback;
  }
  if (typeof value !== 'object' || value === null) return fallback;
  const record = value as Record<string, unknown>;
  return {
    themeId: isThemeId(record.themeId) ? record.themeId : fallback.themeId,
    fontId: isFontId(record.fontId) ? record.fontId : fallback.fontId,
  };
}

/** The option with this id; throws on an id that is not in the list (a programming error). */
export function findOption<TOption extends { readonly id: string }>(options: readonly TOption[], id: string): TOption {
  const option = options.find((candidate) => candidate.id === id);
  if (!option) {
    throw new TypeError(`Unknown appearance option "${id}"; expected one of ${options.map((o) => o.id).join(', ')}.`);
  }
  return option;
}

/** Puts exactly one theme class and one font class on `root`, removing the others. */
export function applyAppearance(root: Element, appearance: Appearance): void {
  root.classList.remove(...THEMES.map((option) => option.class), ...FONTS.map((option) => option.class));
  root.classList.add(findOption(THEMES, appearance.themeId).class, findOption(FONTS, appearance.fontId).class);
}

/** The store behind AppearanceProvider: one localStorage key, read through `useSyncExternalStore`. */
export interface AppearanceStore {
  getSnapshot(): Appearance;
  subscribe(listener: () => void): () => void;
  set(next: Appearance): void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; then the choice lives in memory.
    return null;
  }
}

function readStorage(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * An external store (for `useSyncExternalStore`) over one localStorage key. It keeps working in
 * memory when storage is missing, full or blocked, and follows changes made in other tabs.
 */
export function createAppearanceStore(options: { storageKey: string; fallback: Appearance }): AppearanceStore {
  const { storageKey, fallback } = options;
  const storage = browserStorage();
  let current = parseAppearance(readStorage(storage, storageKey), fallback);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    current = parseAppearance(readStorage(storage, storageKey), fallback);
    notify();
  };

  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    set(next) {
      if (next.themeId === current.themeId && next.fontId === current.fontId) return;
      current = next;
      try {
        storage?.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Quota exceeded or storage blocked: keep the choice for this page view.
      }
      notify();
    },
  };
}
