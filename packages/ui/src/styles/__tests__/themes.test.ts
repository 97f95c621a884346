import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME_ID, THEMES } from '@beurs/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio, customPropertiesBySelector } from './contrast';

// A path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
const css = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../themes.css'), 'utf8');
const tokensBySelector = customPropertiesBySelector(css);

const SURFACES = ['bg', 'surface', 'surface-muted'] as const;
// Every colour that text (or a text-like glyph) is drawn in, by any component.
const TEXT_COLOURS = ['text', 'text-muted', 'accent-text', 'positive', 'negative', 'danger', 'warning'] as const;
// Solid fills (buttons) and the text drawn on them.
const FILLS = [
  ['on-accent', 'accent'],
  ['on-positive', 'positive'],
  ['on-negative', 'negative'],
  ['on-danger', 'danger'],
] as const;
// Non-text contrast (WCAG 1.4.11): input borders and the focus outline.
const UI_COLOURS = ['border', 'focus'] as const;

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

interface Pair {
  foreground: string;
  background: string;
  minimum: number;
}

const PAIRS: Pair[] = [
  ...TEXT_COLOURS.flatMap((foreground) => SURFACES.map((background) => ({ foreground, background, minimum: AA_TEXT }))),
  ...FILLS.map(([foreground, background]) => ({ foreground, background, minimum: AA_TEXT })),
  ...UI_COLOURS.flatMap((foreground) => SURFACES.map((background) => ({ foreground, background, minimum: AA_NON_TEXT }))),
];

const TOKEN_NAMES = [...new Set(PAIRS.flatMap((pair) => [pair.foreground, pair.background]))];

function tokensOf(selector: string): Map<string, string> {
  const tokens = tokensBySelector.get(selector);
  if (!tokens) throw new Error(`themes.css has no rule for ${selector}`);
  return tokens;
}

describe('themes.css', () => {
  it.each(THEMES.map((theme) => [theme.class]))('%s defines every colour token as #rrggbb', (themeClass) => {
    const tokens = tokensOf(`.${themeClass}`);
    const wrong = TOKEN_NAMES.filter((name) => !/^#[0-9a-f]{6}$/i.test(tokens.get(`--bx-color-${name}`) ?? ''));
    expect(wrong).toEqual([]);
  });

  it.each(THEMES.map((theme) => [theme.class]))('%s meets WCAG AA for every text and UI pair', (themeClass) => {
    const tokens = tokensOf(`.${themeClass}`);
    const colour = (name: string) => tokens.get(`--bx-color-${name}`) ?? '#000000';
    const failures = PAIRS.map((pair) => ({
      ...pair,
      ratio: Math.round(contrastRatio(colour(pair.foreground), colour(pair.background)) * 100) / 100,
    }))
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.foreground} on ${pair.background}: ${pair.ratio} < ${pair.minimum}`);
    expect(failures).toEqual([]);
  });

  it('gives :root the default theme, so a page without a theme class is styled', () => {
    const defaultTheme = THEMES.find((theme) => theme.id === DEFAULT_THEME_ID);
    expect(defaultTheme).toBeDefined();
    expect(Object.fromEntries(tokensOf(':root'))).toEqual(Object.fromEntries(tokensOf(`.${defaultTheme?.class}`)));
  });

  it('styles no theme the spec does not list', () => {
    const known = new Set(THEMES.map((theme) => `.${theme.class}`));
    const themeSelectors = [...tokensBySelector.keys()].filter((selector) => selector.startsWith('.theme-'));
    expect(themeSelectors.filter((selector) => !known.has(selector))).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
