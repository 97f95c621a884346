import { FONTS, THEMES, type FontId, type ThemeId } from '@beurs/domain';
import { Select, useAppearance } from '@beurs/ui';

function isThemeId(value: string): value is ThemeId {
  return THEMES.some((theme) => theme.id === value);
}

function isFontId(value: string): value is FontId {
  return FONTS.some((font) => font.id === value);
}

/** The theme (9) and font (4) pickers; the choice persists across visits (@beurs/ui). */
export function AppearancePickers() {
  const { themeId, fontId, setThemeId, setFontId } = useAppearance();
  return (
    <div className="t-form-grid">
      <Select
        label="Theme"
        value={themeId}
        onChange={(event) => {
          if (isThemeId(event.target.value)) setThemeId(event.target.value);
        }}
        options={THEMES.map((theme) => ({ value: theme.id, label: theme.name }))}
      />
      <Select
        label="Font"
        value={fontId}
        onChange={(event) => {
          if (isFontId(event.target.value)) setFontId(event.target.value);
        }}
        options={FONTS.map((font) => ({ value: font.id, label: font.name }))}
      />
    </div>
  );
}
