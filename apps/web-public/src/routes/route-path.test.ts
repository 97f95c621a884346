import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it('maps index to the root', () => {
    expect(routePath('index')).toBe('/');
  });

  it('splits names of the markets, ltt, compliance and faq families at the first dash', () => {
    expect(routePath('markets-trade-shares')).toBe('/markets/trade-shares');
    expect(routePath('ltt-why-is-cfd')).toBe('/ltt/why-is-cfd');
    expect(routePath('compliance-terms')).toBe('/compliance/terms');
    expect(routePath('compliance-compliance')).toBe('/compliance/compliance');
    expect(routePath('faq-id-and-address')).toBe('/faq/id-and-address');
  });

  it('keeps a family name on its own as one segment', () => {
    expect(routePath('compliance')).toBe('/compliance');
    expect(routePath('faq')).toBe('/faq');
  });

  it('keeps every other name as one segment', () => {
    expect(routePath('economic-calendar')).toBe('/economic-calendar');
    expect(routePath('is-safe')).toBe('/is-safe');
    expect(routePath('why-we')).toBe('/why-we');
    expect(routePath('test-chart')).toBe('/test-chart');
  });
});
