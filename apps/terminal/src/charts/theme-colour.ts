/** A theme colour from the @beurs/ui custom properties, for chart options (SVG attributes take no var()). */
export function themeColour(name: 'positive' | 'negative' | 'text-muted' | 'accent', fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--bx-color-${name}`).trim();
  return value || fallback;
}
