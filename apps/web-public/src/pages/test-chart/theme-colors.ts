/** The @beurs/ui theme colours a chart needs, read from the page so the chart follows the user's theme. */
export interface ChartColors {
  text: string;
  muted: string;
  divider: string;
  /** Gridlines: faint, they only guide the eye. */
  grid: string;
  surface: string;
  positive: string;
  negative: string;
  accent: string;
}

function read(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** The current theme's colours (from the `--bx-color-*` custom properties on `<html>`). */
export function readChartColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  return {
    text: read(style, '--bx-color-text', '#1f1a17'),
    muted: read(style, '--bx-color-text-muted', '#5c524b'),
    divider: read(style, '--bx-color-border', '#8a7f78'),
    grid: read(style, '--bx-color-surface-muted', '#f3eeea'),
    surface: read(style, '--bx-color-surface', '#ffffff'),
    positive: read(style, '--bx-color-positive', '#0f6d35'),
    negative: read(style, '--bx-color-negative', '#b91c1c'),
    accent: read(style, '--bx-color-accent', '#c2410c'),
  };
}
