/** No oscillator pane (RSI, MACD) is drawn shorter than this: below it, its line cannot be read. */
export const MIN_OSCILLATOR_PX = 100;
/** The price pane keeps at least this share of the panes' height, whatever is shown below it. */
export const MIN_PRICE_SHARE = 55;
/** The volume pane's share of the panes' height. */
export const VOLUME_SHARE = 10;
/** An oscillator's share when there is room to spare: the price takes the rest. */
const ROOMY_OSCILLATOR_SHARE = 15;
/** The navigator (the history's overview under the plot) is shown from this chart height. */
export const NAVIGATOR_FROM_PX = 300;

/**
 * The chart's own margins above and below the panes (set on the chart, so Highcharts does not
 * size them from the labels): the top keeps the price axis' top label, the bottom the time axis'
 * labels. With them the panes' height is known before the chart is drawn.
 */
export const CHART_MARGIN_TOP = 12;
export const CHART_MARGIN_BOTTOM = 30;
/** The navigator's height and its gap above (Highcharts adds both below the bottom margin). */
export const NAVIGATOR_HEIGHT = 40;
export const NAVIGATOR_MARGIN = 25;

/** The chart's height outside its panes: its margins and, from {@link NAVIGATOR_FROM_PX}, the navigator. */
export function chartChrome(chartHeight: number): number {
  return CHART_MARGIN_TOP + CHART_MARGIN_BOTTOM + (chartHeight >= NAVIGATOR_FROM_PX ? NAVIGATOR_HEIGHT + NAVIGATOR_MARGIN : 0);
}

/** Where the panes go: shares (in %) of the height the panes share, and the chart's height. */
export interface PaneLayout {
  /** The chart's height: the height offered, or more when the oscillators need it. */
  chartHeight: number;
  /** Whether the oscillators fit the height offered; when not, the chart is taller than offered. */
  fits: boolean;
  priceShare: number;
  volumeShare: number;
  /** Each oscillator's share. */
  oscillatorShare: number;
  /** The floor each oscillator pane keeps when dragged (px). */
  oscillatorMinPx: number;
}

/** Shares carry three decimals: a floor's share is rounded up, so the pane is never below it. */
const up = (share: number) => Math.ceil(share * 1000) / 1000;
const down = (share: number) => Math.floor(share * 1000) / 1000;

/**
 * Lays out the price, volume and `oscillators` panes in a chart of `height` px: each
 * oscillator gets at least {@link MIN_OSCILLATOR_PX} (15% of the panes when there is more
 * room), the volume its tenth, the price the rest, never less than {@link MIN_PRICE_SHARE}%.
 * When that cannot fit, nothing is squeezed: the layout asks for the height it needs
 * (`fits: false`), and the chart grows to it and scrolls.
 *
 * @example
 * paneLayout(500, 1) // fits: RSI gets 100 of the 380 px of panes (26.316%), the price 63.684%
 * paneLayout(500, 3) // fits: false, chartHeight 978: three 100 px oscillators under a 55% price
 */
export function paneLayout(height: number, oscillators: number): PaneLayout {
  const spare = 100 - MIN_PRICE_SHARE - VOLUME_SHARE;
  const panesOf = (chartHeight: number) => Math.max(1, chartHeight - chartChrome(chartHeight));
  const floorShare = (panes: number) => up((MIN_OSCILLATOR_PX * 100) / panes);
  const roomFor = (panes: number) => oscillators === 0 || floorShare(panes) * oscillators <= spare;
  const fits = roomFor(panesOf(height));
  let chartHeight = height;
  if (!fits) {
    // The smallest grown chart whose panes hold every oscillator at its floor (a grown chart is
    // at least NAVIGATOR_FROM_PX tall, so it has the navigator's chrome).
    let panes = Math.ceil((MIN_OSCILLATOR_PX * oscillators * 100) / spare);
    while (!roomFor(panes)) panes += 1;
    chartHeight = Math.max(NAVIGATOR_FROM_PX, panes + chartChrome(NAVIGATOR_FROM_PX));
  }
  const panes = panesOf(chartHeight);
  const oscillatorShare = oscillators === 0 ? 0 : Math.max(floorShare(panes), down(Math.min(ROOMY_OSCILLATOR_SHARE, spare / oscillators)));
  const priceShare = down(100 - VOLUME_SHARE - oscillatorShare * oscillators);
  return { chartHeight, fits, priceShare, volumeShare: VOLUME_SHARE, oscillatorShare, oscillatorMinPx: MIN_OSCILLATOR_PX };
}
