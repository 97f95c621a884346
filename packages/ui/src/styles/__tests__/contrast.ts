/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The `--bx-*` custom properties of every simple selector in a stylesheet:
 * `:root, .theme-orange { --bx-color-bg: #fff; }` gives both `:root` and `.theme-orange` the token.
 */
export function customPropertiesBySelector(css: string): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const [, selectorList = '', body = ''] = rule;
    for (const selector of selectorList.split(',').map((part) => part.trim())) {
      const properties = result.get(selector) ?? new Map<string, string>();
      for (const declaration of body.matchAll(/(--bx-[\w-]+)\s*:\s*([^;]+);/g)) {
        const [, name = '', value = ''] = declaration;
        properties.set(name, value.trim());
      }
      result.set(selector, properties);
    }
  }
  return result;
}
