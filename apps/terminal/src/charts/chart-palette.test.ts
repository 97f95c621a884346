import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@beurs/domain';
import { chartPalette, type ChartPalette } from './chart-palette';
import type { ThemeToken } from './theme-colour';

// The theme tokens' one source: @beurs/ui's themes stylesheet.
const themesCss = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@beurs/ui/package.json')), 'src/styles/themes.css'),
  'utf8',
);

/** The `--bx-color-*` tokens of one theme class, from its rule in themes.css. */
function tokensOf(themeClass: string): (name: ThemeToken) => string {
  const css = themesCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, selectors = '']) =>
    selectors.split(',').some((selector) => selector.trim() === `.${themeClass}`),
  );
  if (!rule) throw new Error(`themes.css has no rule for .${themeClass}`);
  const tokens = new Map(
    [...(rule[2] ?? '').matchAll(/--bx-color-([\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
  return (name) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`.${themeClass} has no --bx-color-${name}`);
    return value;
  };
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)?.slice(1);
    if (!channels) throw new TypeError(`Not a #rrggbb colour: ${hex}`);
    const [red = 0, green = 0, blue = 0] = channels.map((part) => {
      const channel = Number.parseInt(part, 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Text the chart draws, each on the background it is drawn on: WCAG AA asks 4.5:1. */
const TEXT: ReadonlyArray<[keyof ChartPalette, keyof ChartPalette]> = [
  ['axisLabel', 'background'],
  ['tooltipText', 'tooltipBackground'],
  ['orderOpen', 'background'],
  ['orderStopLoss', 'background'],
  ['orderTakeProfit', 'background'],
  ['orderPending', 'background'],
];
/** Graphics (candles): WCAG 1.4.11 asks 3:1. */
const GRAPHICS: ReadonlyArray<[keyof ChartPalette, keyof ChartPalette]> = [
  ['up', 'background'],
  ['down', 'background'],
];

describe('chart colours', () => {
  it('covers every theme the terminal offers', () => {
    expect(THEMES.length).toBe(9);
  });

  it.each(THEMES.map((theme) => [theme.class]))(
    '%s: axis labels, tooltip, order labels and toolbar text reach 4.5:1 on the chart',
    (themeClass) => {
      const palette = chartPalette(tokensOf(themeClass));
      const weak = TEXT.map(([text, background]) => ({
        text,
        ratio: contrast(palette[text] as string, palette[background] as string),
      })).filter(({ ratio }) => ratio < 4.5);
      expect(weak).toEqual([]);
      // Indicator lines carry their values in the tooltip; they are still drawn at text contrast.
      const weakLines = palette.indicatorLines.filter((colour) => contrast(colour, palette.background) < 4.5);
      expect(weakLines).toEqual([]);
    },
  );

  it.each(THEMES.map((theme) => [theme.class]))('%s: rising and falling candles reach 3:1 on the chart', (themeClass) => {
    const palette = chartPalette(tokensOf(themeClass));
    for (const [graphic, background] of GRAPHICS)
      expect(contrast(palette[graphic] as string, palette[background] as string), graphic).toBeGreaterThanOrEqual(3);
  });
});
