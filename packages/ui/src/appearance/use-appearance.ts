import { useContext } from 'react';
import { AppearanceContext, type AppearanceContextValue } from './appearance-context';

/**
 * The current theme and font, and setters that switch and persist them. Must be used inside
 * an `<AppearanceProvider>`.
 *
 * @example
 * const { themeId, setThemeId } = useAppearance();
 * <Select label="Theme" value={themeId} onChange={(e) => setThemeId(e.target.value as ThemeId)}
 *   options={THEMES.map((t) => ({ value: t.id, label: t.name }))} />
 */
export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext);
  if (value === null) {
    throw new Error('useAppearance() must be used inside <AppearanceProvider>.');
  }
  return value;
}
