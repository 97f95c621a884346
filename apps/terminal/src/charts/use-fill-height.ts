import { useLayoutEffect, useState, type RefObject } from 'react';

/** The chart never gets shorter than this in a filled box: below it, its panes cannot be read. */
const MIN_FILL_HEIGHT = 200;

/**
 * The height left for the plot inside a chart box that fills its pane (the workspace): the box's
 * height less what sits above the plot (the toolbar), followed as the pane is resized. Null when
 * not filling, or before the first measure: the caller then uses the width band's height.
 */
export function useFillHeight(root: RefObject<HTMLElement | null>, plot: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = root.current;
    if (!enabled || !box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const above = plot.current ? plot.current.getBoundingClientRect().top - box.getBoundingClientRect().top : 0;
      const next = Math.max(MIN_FILL_HEIGHT, Math.floor(box.clientHeight - above));
      setHeight((previous) => (previous === next ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // What sits above the plot can change height without the box changing (a message shown
    // over the chart): the plot then changes size, and is measured again.
    if (plot.current) observer.observe(plot.current);
    return () => observer.disconnect();
  }, [root, plot, enabled]);
  return enabled ? height : null;
}
