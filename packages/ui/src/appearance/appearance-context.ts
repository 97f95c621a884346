import { createContext } from 'react';
import type { FontId, FontOption, ThemeId, ThemeOption } from '@beurs/domain';

/** What `useAppearance()` returns. */
export interface AppearanceContextValue {
  /** The current theme id, e.g. `'orange'`. */
  readonly themeId: ThemeId;
  /** The current font id, e.g. `'poppins'`. */
  readonly fontId: FontId;
  /** The current theme option (id, class, display name). */
  readonly theme: ThemeOption;
  /** The current font option (id, class, display name). */
  readonly font: FontOption;
  /** Switches the theme and remembers the choice. */
  readonly setThemeId: (themeId: ThemeId) => void;
  /** Switches the font and remembers the choice. */
  readonly setFontId: (fontId: FontId) => void;
}

/** Carries the provider's value to `useAppearance()`; `null` outside a provider. */
export const AppearanceContext = createContext<AppearanceContextValue | null>(null);
