import { describe, expect, it } from 'vitest';
import { chartChrome, MIN_OSCILLATOR_PX, MIN_PRICE_SHARE, paneLayout, type PaneLayout } from './pane-layout';

/** Each pane's height in px, as Highcharts lays the shares out over the panes' height. */
function pixels(layout: PaneLayout, oscillators: number) {
  const panes = layout.chartHeight - chartChrome(layout.chartHeight);
  return {
    price: (layout.priceShare / 100) * panes,
    oscillators: Array.from({ length: oscillators }, () => (layout.oscillatorShare / 100) * panes),
    total: layout.priceShare + layout.volumeShare + layout.oscillatorShare * oscillators,
  };
}

describe('pane layout', () => {
  it('gives the price everything but the volume when no oscillator is shown', () => {
    expect(paneLayout(440, 0)).toMatchObject({ chartHeight: 440, fits: true, priceShare: 90, volumeShare: 10, oscillatorShare: 0 });
  });

  it('fits one oscillator in a 500 px chart at 100 px or more, the price keeping over 55%', () => {
    const layout = paneLayout(500, 1);
    expect(layout).toMatchObject({ chartHeight: 500, fits: true });
    const px = pixels(layout, 1);
    expect(px.oscillators[0]).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(layout.priceShare).toBeGreaterThanOrEqual(MIN_PRICE_SHARE);
    expect(px.total).toBeLessThanOrEqual(100);
  });

  it('gives two oscillators 15% of a tall chart each, the price the rest', () => {
    const layout = paneLayout(900, 2);
    expect(layout).toMatchObject({ chartHeight: 900, fits: true, oscillatorShare: 15, priceShare: 60 });
  });

  it('three oscillators in a 500 px chart do not fit: the chart asks for the height that holds them at 100 px under a 55% price', () => {
    const layout = paneLayout(500, 3);
    expect(layout.fits).toBe(false);
    expect(layout.chartHeight).toBeGreaterThan(500);
    const px = pixels(layout, 3);
    for (const height of px.oscillators) expect(height).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(layout.priceShare).toBeGreaterThanOrEqual(MIN_PRICE_SHARE);
    expect(px.total).toBeLessThanOrEqual(100);
    // The smallest such height: a pixel less would squeeze them.
    expect(paneLayout(layout.chartHeight, 3).fits).toBe(true);
    expect(paneLayout(layout.chartHeight - 1, 3).fits).toBe(false);
  });

  it('never squeezes an oscillator below 100 px, nor the price below 55%, at any height', () => {
    for (let height = 200; height <= 1200; height += 7) {
      for (let oscillators = 0; oscillators <= 3; oscillators += 1) {
        const layout = paneLayout(height, oscillators);
        const px = pixels(layout, oscillators);
        expect(layout.chartHeight).toBeGreaterThanOrEqual(height);
        for (const pane of px.oscillators) expect(pane).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
        expect(layout.priceShare).toBeGreaterThanOrEqual(MIN_PRICE_SHARE);
        expect(px.total).toBeLessThanOrEqual(100.001);
        expect(layout.fits).toBe(layout.chartHeight === height);
      }
    }
  });
});
