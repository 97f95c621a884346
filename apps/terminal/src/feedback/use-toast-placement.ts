import { useEffect, useState } from 'react';
import { useLayout } from '@beurs/ui';
import { placeToasts, type Box, type ToastPlacement } from './toast-placement';

/** The charts a ticket sits beside: the exchange workspace's chart pane, the instrument's chart card. */
const CHART_SELECTOR = '.t-workspace__chart, .t-chart-card';

function box(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

function visible(rect: Box, height: number): boolean {
  return rect.bottom > 0 && rect.top < height && rect.right > rect.left;
}

/**
 * The chart on screen, and where the price labels of its bottom-left plot begin: with one chart
 * that is the pane's price axis; with two or four charts side by side, the left one's, so the
 * toasts stay inside its plot.
 */
function measureChart(height: number): { chart: Box | null; priceAxisLeft: number | null } {
  const pane = Array.from(document.querySelectorAll(CHART_SELECTOR)).find((element) => visible(box(element), height));
  if (!pane) return { chart: null, priceAxisLeft: null };
  const containers = Array.from(pane.querySelectorAll('.highcharts-container')).map((element) => ({ element, rect: box(element) }));
  // The lowest row of charts, then its leftmost one.
  const lowest = Math.max(...containers.map(({ rect }) => rect.bottom));
  const plot = containers.filter(({ rect }) => rect.bottom >= lowest - 1).sort((a, b) => a.rect.left - b.rect.left)[0];
  if (!plot) return { chart: box(pane), priceAxisLeft: null };
  const middle = (plot.rect.left + plot.rect.right) / 2;
  // Each price label, not the labels' group: a group may also hold labels drawn at the plot's left.
  const labels = Array.from(plot.element.querySelectorAll('.highcharts-yaxis-labels text'))
    .map((element) => box(element))
    .filter((rect) => rect.left > middle && rect.right > rect.left);
  const priceAxisLeft = labels.length > 0 ? Math.min(...labels.map((rect) => rect.left)) : null;
  const paneRect = box(pane);
  // The pane's left and bottom (its padding stays clear); the right ends at the plot's axis.
  return { chart: { ...paneRect, right: Math.min(paneRect.right, plot.rect.right) }, priceAxisLeft };
}

/** Where the toasts go on the page as it is now. */
function measurePlacement(isMobile: boolean): ToastPlacement {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  if (isMobile) return placeToasts({ viewport, mobile: true, chart: null, priceAxisLeft: null, main: null });
  const main = document.getElementById('main');
  return placeToasts({ viewport, mobile: false, ...measureChart(viewport.height), main: main ? box(main) : null });
}

function same(a: ToastPlacement, b: ToastPlacement): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Where the toasts go now (`placeToasts`), measured again whenever the page may have moved under
 * them: the window resized or scrolled, a pane resized (the separators), a chart drawn, added or
 * removed, another screen shown. Measurements are gathered into one per animation frame.
 */
export function useToastPlacement(): ToastPlacement {
  const { isMobile } = useLayout();
  const [placement, setPlacement] = useState(() => measurePlacement(isMobile));

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = measurePlacement(isMobile);
        setPlacement((current) => (same(current, next) ? current : next));
      });
    };
    schedule();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    // Screens and charts come and go below the router; the chart's own redraws change attributes,
    // which are not watched, so a quote does not measure the page again.
    const mutations = new MutationObserver(() => {
      schedule();
      if (!resizes) return;
      resizes.disconnect();
      for (const element of document.querySelectorAll(`${CHART_SELECTOR}, .highcharts-container`)) resizes.observe(element);
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
    };
  }, [isMobile]);

  return placement;
}
