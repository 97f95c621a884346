import { describe, expect, it } from 'vitest';
import { placeToasts, type Box } from './toast-placement';

/**
 * The exchange workspace measured in Chromium (the seeded demo, default pane sizes, a rail
 * sidebar): the chart pane, the ticket and where the price labels begin (the 1920 and 2560 px
 * charts had not drawn their labels when measured: the room a price axis takes is kept instead).
 */
const MEASURED: Array<{ width: number; height: number; chart: Box; ticket: Box; priceAxisLeft: number | null }> = [
  {
    width: 1024,
    height: 768,
    chart: { left: 344, top: 56, right: 708, bottom: 552 },
    ticket: { left: 716, top: 56, right: 1016, bottom: 552 },
    priceAxisLeft: 664,
  },
  {
    width: 1440,
    height: 900,
    chart: { left: 344, top: 56, right: 1124, bottom: 684 },
    ticket: { left: 1132, top: 56, right: 1432, bottom: 684 },
    priceAxisLeft: 1076,
  },
  {
    width: 1920,
    height: 1080,
    chart: { left: 648, top: 56, right: 1604, bottom: 684 },
    ticket: { left: 1612, top: 56, right: 1912, bottom: 684 },
    priceAxisLeft: null,
  },
  {
    width: 2560,
    height: 1440,
    chart: { left: 648, top: 56, right: 2244, bottom: 684 },
    ticket: { left: 2252, top: 56, right: 2552, bottom: 684 },
    priceAxisLeft: null,
  },
];

/** The toaster's box on screen. */
function toasterBox(width: number, height: number, area: { top: number; right: number; bottom: number; left: number }): Box {
  return { left: area.left, top: area.top, right: width - area.right, bottom: height - area.bottom };
}

describe('where the terminal puts its toasts', () => {
  it.each(MEASURED)(
    'at $width×$height: in the chart’s bottom-left corner, never over the ticket or the price axis',
    ({ width, height, chart, ticket, priceAxisLeft }) => {
      const main = { left: 56, top: 48, right: width, bottom: height };
      const placement = placeToasts({ viewport: { width, height }, mobile: false, chart, priceAxisLeft, main });
      expect(placement.maxVisible).toBe(3);
      expect(placement.position).toBe('bottom-left');
      const box = toasterBox(width, height, placement.area ?? { top: 0, right: 0, bottom: 0, left: 0 });
      expect(box.right).toBeLessThanOrEqual(priceAxisLeft ?? chart.right - 90);
      expect(box.right).toBeLessThan(ticket.left);
      expect(box.left).toBeGreaterThanOrEqual(chart.left);
      expect(box.bottom).toBeLessThanOrEqual(chart.bottom);
      expect(box.right - box.left).toBeGreaterThanOrEqual(220);
      // Clear of the chart's middle, where order lines are dragged, once the chart is wide enough
      // for that (from 1440 px; at 1024 px the chart is narrower than two toasts).
      expect(box.right < (chart.left + chart.right) / 2 || width < 1440).toBe(true);
    },
  );

  it('keeps clear of a price axis it could not measure by the room one takes', () => {
    const placement = placeToasts({
      viewport: { width: 1440, height: 900 },
      mobile: false,
      chart: { left: 400, top: 56, right: 1100, bottom: 660 },
      priceAxisLeft: null,
      main: null,
    });
    expect(1440 - (placement.area?.right ?? 0)).toBeLessThanOrEqual(1100 - 90);
  });

  it('a chart too narrow for a toast (four charts at 1024 px) sends them to the bottom left of the screen', () => {
    const placement = placeToasts({
      viewport: { width: 1024, height: 768 },
      mobile: false,
      chart: { left: 400, top: 56, right: 560, bottom: 520 },
      priceAxisLeft: 520,
      main: { left: 56, top: 48, right: 1024, bottom: 768 },
    });
    expect(placement.area).toEqual({ top: 8, right: 8, bottom: 8, left: 64 });
  });

  it('without a chart on screen: three at the bottom right; on a phone: one at the top', () => {
    expect(placeToasts({ viewport: { width: 1440, height: 900 }, mobile: false, chart: null, priceAxisLeft: null, main: null })).toEqual({
      maxVisible: 3,
      position: 'bottom-right',
      area: null,
    });
    expect(placeToasts({ viewport: { width: 375, height: 812 }, mobile: true, chart: null, priceAxisLeft: null, main: null })).toEqual({
      maxVisible: 1,
      position: 'top-center',
      area: null,
    });
  });
});
