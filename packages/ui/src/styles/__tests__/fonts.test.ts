import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONTS } from '@beurs/domain';
import { describe, expect, it } from 'vitest';
import { customPropertiesBySelector } from './contrast';

const require = createRequire(import.meta.url);
// A path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
const entry = resolve(dirname(fileURLToPath(import.meta.url)), '../index.css');

interface Stylesheet {
  path: string;
  css: string;
}

/** Every stylesheet `@beurs/ui/styles.css` pulls in, following @import into node_modules. */
function collectStylesheets(path: string, seen = new Map<string, Stylesheet>()): Stylesheet[] {
  if (seen.has(path)) return [...seen.values()];
  const css = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  seen.set(path, { path, css });
  for (const [, target = ''] of css.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)/g)) {
    if (/^(?:https?:)?\/\//.test(target)) continue; // reported by the test below
    const next = target.startsWith('.') ? resolve(dirname(path), target) : require.resolve(target);
    collectStylesheets(next, seen);
  }
  return [...seen.values()];
}

const stylesheets = collectStylesheets(entry);

function references(sheet: Stylesheet): string[] {
  const urls = [...sheet.css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(([, url = '']) => url);
  const imports = [...sheet.css.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, url = '']) => url);
  return [...urls, ...imports];
}

describe('the shipped CSS', () => {
  it('loads fonts from the @fontsource packages, not a CDN', () => {
    const fontSheets = stylesheets.filter((sheet) => sheet.path.includes('@fontsource'));
    expect(fontSheets.length).toBeGreaterThanOrEqual(FONTS.length);
    const remote = stylesheets.flatMap((sheet) =>
      references(sheet)
        .filter((url) => /^(?:https?:)?\/\//i.test(url))
        .map((url) => `${sheet.path}: ${url}`),
    );
    expect(remote).toEqual([]);
  });

  it('points every font url() at a file that exists', () => {
    // A relative url() is the stylesheet's own file; a bare one (fonts.css's Poppins) is a
    // package's file, found as bundlers find it.
    const located = (sheet: Stylesheet, url: string): string | null => {
      if (url.startsWith('.')) return resolve(dirname(sheet.path), url);
      try {
        return require.resolve(url);
      } catch {
        return null;
      }
    };
    const missing = stylesheets.flatMap((sheet) =>
      [...sheet.css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
        .map(([, url = '']) => ({ url, file: located(sheet, url) }))
        .filter(({ file }) => file === null || !existsSync(file))
        .map(({ url }) => `${sheet.path}: ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(FONTS.map((font) => [font.class, font.name]))(
    '.%s uses a family (%s) that is self-hosted in weights 400 and 600',
    (fontClass) => {
      const fontsCss = stylesheets.find((sheet) => sheet.path.endsWith('fonts.css'))?.css ?? '';
      const family = customPropertiesBySelector(fontsCss).get(`.${fontClass}`)?.get('--bx-font-family');
      const firstFamily = /^'([^']+)'/.exec(family ?? '')?.[1];
      expect(firstFamily).toBeDefined();
      const weights = stylesheets.flatMap((sheet) =>
        [...sheet.css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
          .map(([, body = '']) => body)
          .filter((body) => body.includes(`font-family: '${firstFamily}'`))
          .map((body) => /font-weight:\s*(\d+)/.exec(body)?.[1]),
      );
      expect(new Set(weights)).toEqual(new Set(['400', '600']));
    },
  );
});
