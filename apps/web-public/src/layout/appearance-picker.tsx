import { FONTS, THEMES, type FontId, type ThemeId } from '@beurs/domain';
import { Select, useAppearance } from '@beurs/ui';

const THEME_OPTIONS = THEMES.map((theme) => ({ value: theme.id, label: theme.name }));
const FONT_OPTIONS = FONTS.map((font) => ({ value: font.id, label: font.name }));

/** The colour theme and font of the site (contract §9), kept by @beurs/ui's AppearanceProvider. */
export function AppearancePicker() {
  const { themeId, fontId, setThemeId, setFontId } = useAppearance();
  return (
    <div className="appearance-picker">
      <Select
        label="Colour theme"
        value={themeId}
        options={THEME_OPTIONS}
        onChange={(event) => setThemeId(event.target.value as ThemeId)}
      />
      <Select label="Font" value={fontId} options={FONT_OPTIONS} onChange={(event) => setFontId(event.target.value as FontId)} />
    </div>
  );
}
