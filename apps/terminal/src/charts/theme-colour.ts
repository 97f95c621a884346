/** The @beurs/ui colour tokens the charts draw with. */
export type ThemeToken =
  'bg' | 'surface' | 'surface-muted' | 'text' | 'text-muted' | 'accent' | 'accent-text' | 'positive' | 'negative' | 'warning' | 'border';

/** A theme colour from the @beurs/ui custom properties, for chart options (SVG attributes take no var()). */
export function themeColour(name: ThemeToken, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--bx-color-${name}`).trim();
  return value || fallback;
}
