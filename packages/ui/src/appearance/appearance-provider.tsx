import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_FONT_ID, DEFAULT_THEME_ID, FONTS, THEMES, type FontId, type ThemeId } from '@beurs/domain';
import { AppearanceContext, type AppearanceContextValue } from './appearance-context';
import { APPEARANCE_STORAGE_KEY, applyAppearance, createAppearanceStore, findOption, type Appearance } from './appearance-store';

// useLayoutEffect applies the classes before the first paint; on the server it would warn (React 18).
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Props of `<AppearanceProvider>`. */
export interface AppearanceProviderProps {
  children?: ReactNode;
  /** The localStorage key the choice is stored under. Defaults to `'beurs:appearance'`. */
  storageKey?: string;
  /** Theme used until the user picks one (and on the server). Defaults to `DEFAULT_THEME_ID` (orange). */
  defaultThemeId?: ThemeId;
  /** Font used until the user picks one (and on the server). Defaults to `DEFAULT_FONT_ID` (poppins). */
  defaultFontId?: FontId;
}

/**
 * Keeps the user's theme and font, persists them in localStorage across reloads (and tabs), and
 * puts the matching `theme-<id>` and `font-<id>` classes on `<html>`. Stored garbage falls back
 * to the defaults. Read and change the choice with `useAppearance()`.
 *
 * @example
 * <AppearanceProvider>
 *   <App />
 * </AppearanceProvider>
 */
export function AppearanceProvider({
  children,
  storageKey = APPEARANCE_STORAGE_KEY,
  defaultThemeId = DEFAULT_THEME_ID,
  defaultFontId = DEFAULT_FONT_ID,
}: AppearanceProviderProps) {
  const fallback = useMemo<Appearance>(() => ({ themeId: defaultThemeId, fontId: defaultFontId }), [defaultThemeId, defaultFontId]);
  const store = useMemo(() => createAppearanceStore({ storageKey, fallback }), [storageKey, fallback]);
  const appearance = useSyncExternalStore(store.subscribe, store.getSnapshot, () => fallback);
  const { themeId, fontId } = appearance;

  useBrowserLayoutEffect(() => {
    applyAppearance(document.documentElement, { themeId, fontId });
  }, [themeId, fontId]);

  const value = useMemo<AppearanceContextValue>(() => {
    return {
      themeId,
      fontId,
      theme: findOption(THEMES, themeId),
      font: findOption(FONTS, fontId),
      setThemeId: (next) => store.set({ ...store.getSnapshot(), themeId: findOption(THEMES, next).id }),
      setFontId: (next) => store.set({ ...store.getSnapshot(), fontId: findOption(FONTS, next).id }),
    };
  }, [store, themeId, fontId]);

  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}
