import type { ToasterPosition } from '@beurs/ui';

/** A box on screen, in CSS pixels from the window's top left (as `getBoundingClientRect`). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the placement is worked out from, measured on the page. */
export interface ToastSurroundings {
  viewport: { width: number; height: number };
  /** Below 1024 px: one thing at a time, the ticket's button sticky at the bottom. */
  mobile: boolean;
  /** The chart on screen (the workspace's chart pane, the instrument's chart card), if any. */
  chart: Box | null;
  /** Where the price labels of the chart's bottom-left plot begin (its price axis), if drawn. */
  priceAxisLeft: number | null;
  /** The screen's column (right of the sidebar). */
  main: Box | null;
}

/** Where the toaster goes: how many toasts, where they gather, and the box they stay in. */
export interface ToastPlacement {
  maxVisible: number;
  position: ToasterPosition;
  /** The toaster's area (`top`, `right`, `bottom`, `left` of a fixed box); null: the whole window. */
  area: { top: number; right: number; bottom: number; left: number } | null;
}

/** Room kept between the toasts and what they sit over. */
const GAP = 8;
/** What a price axis takes at the right of a chart when its labels cannot be measured. */
const PRICE_AXIS_ROOM = 90;
/**
 * Wider than this, toasts would reach the middle of the chart, where order lines are dragged
 * and the crosshair is read: at 1440 px the chart's centre is about 390 px from its left edge.
 */
const MAX_WIDTH = 340;
/** Narrower than this, a toast's text wraps too much to read at a glance. */
const MIN_WIDTH = 220;
/** A chart showing less of itself than this has no room for toasts. */
const MIN_HEIGHT = 160;

/**
 * Where the terminal's toasts go, so they never cover the ticket or a chart's prices:
 * - phones: one at a time at the top (the ticket's button is sticky at the bottom);
 * - a chart on screen (the exchange workspace, an instrument): three at most, in the bottom-left
 *   corner of the chart, at most 340 px wide and ending left of its price axis. The ticket is right of the chart (the
 *   workspace's right-hand column, the instrument's side column), so it is never covered;
 * - a chart with too little of it in view: at the bottom left of the screen's column;
 * - any other screen: three at most at the bottom right of the window.
 */
export function placeToasts({ viewport, mobile, chart, priceAxisLeft, main }: ToastSurroundings): ToastPlacement {
  if (mobile) return { maxVisible: 1, position: 'top-center', area: null };
  if (!chart) return { maxVisible: 3, position: 'bottom-right', area: null };
  const top = Math.max(chart.top, 0);
  const bottom = Math.min(chart.bottom, viewport.height);
  const plotRight = Math.min(priceAxisLeft ?? chart.right - PRICE_AXIS_ROOM, chart.right);
  const left = Math.max(chart.left, 0) + GAP;
  const right = Math.min(plotRight - GAP, left + MAX_WIDTH);
  if (right - left >= MIN_WIDTH && bottom - top >= MIN_HEIGHT) {
    return {
      maxVisible: 3,
      position: 'bottom-left',
      area: { top: top + GAP, right: viewport.width - right, bottom: viewport.height - bottom + GAP, left },
    };
  }
  const column = main ?? { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
  return {
    maxVisible: 3,
    position: 'bottom-left',
    area: { top: GAP, right: Math.max(viewport.width - column.right, 0) + GAP, bottom: GAP, left: Math.max(column.left, 0) + GAP },
  };
}
