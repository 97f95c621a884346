/** Route-name families whose names are `section-rest` and live at `/section/rest` (contract §2). */
const SECTION_FAMILIES: readonly string[] = ['markets', 'ltt', 'compliance', 'faq'];

/**
 * The URL path of a spec route name. In the markets, ltt, compliance and faq families the name
 * is `section-rest` and the path `/section/rest`; every other name is one segment; `index` is `/`.
 *
 * @example
 * routePath('markets-trade-shares') // '/markets/trade-shares'
 * routePath('compliance') // '/compliance'
 * routePath('economic-calendar') // '/economic-calendar'
 */
export function routePath(name: string): string {
  if (name === 'index') return '/';
  const dash = name.indexOf('-');
  const family = dash === -1 ? name : name.slice(0, dash);
  if (dash !== -1 && SECTION_FAMILIES.includes(family)) return `/${family}/${name.slice(dash + 1)}`;
  return `/${name}`;
}
