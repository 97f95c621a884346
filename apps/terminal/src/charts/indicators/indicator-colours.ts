import type { ChartPalette } from '../chart-palette';
import type { ThemeToken } from '../theme-colour';

/**
 * The colours an indicator line can take: its default, or one of a few theme tokens. Each is a
 * text colour of @beurs/ui's themes, drawn on the chart's surface at 4.5:1 or more in all nine
 * themes (chart-palette.test.ts checks the same tokens), so no choice disappears in a theme.
 */
export const INDICATOR_COLOURS = [
  { id: 'default', label: 'Default', token: null },
  { id: 'accent', label: 'Accent', token: 'accent-text' },
  { id: 'warning', label: 'Amber', token: 'warning' },
  { id: 'positive', label: 'Green', token: 'positive' },
  { id: 'negative', label: 'Red', token: 'negative' },
  { id: 'text', label: 'Ink', token: 'text' },
  { id: 'muted', label: 'Grey', token: 'text-muted' },
] as const satisfies ReadonlyArray<{ id: string; label: string; token: ThemeToken | null }>;

/** One of {@link INDICATOR_COLOURS}. */
export type IndicatorColour = (typeof INDICATOR_COLOURS)[number]['id'];

/** Whether a stored value names a colour choice. */
export function isIndicatorColour(value: unknown): value is IndicatorColour {
  return INDICATOR_COLOURS.some((colour) => colour.id === value);
}

/** The colour a choice draws in, from the theme's palette; `fallback` is the indicator's default. */
export function indicatorColour(choice: IndicatorColour, palette: ChartPalette, fallback: string): string {
  switch (choice) {
    case 'default':
      return fallback;
    case 'accent':
      return palette.orderPending;
    case 'warning':
      return palette.indicatorLines[1] ?? fallback;
    case 'positive':
      return palette.orderTakeProfit;
    case 'negative':
      return palette.orderStopLoss;
    case 'text':
      return palette.tooltipText;
    case 'muted':
      return palette.axisLabel;
    default:
      return choice satisfies never;
  }
}

/** The CSS colour of a choice's swatch in the dialog (the theme's token itself); null for the default. */
export function swatchColour(choice: IndicatorColour): string | null {
  const token = INDICATOR_COLOURS.find((colour) => colour.id === choice)?.token ?? null;
  return token ? `var(--bx-color-${token})` : null;
}
