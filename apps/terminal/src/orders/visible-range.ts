/** Which rows of a windowed list to render. */
export interface VisibleRange {
  start: number;
  end: number;
}

/** What {@link visibleRange} needs. */
export interface VisibleRangeInput {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge, so fast scrolling shows no gap. */
  overscan: number;
}

/** The rows that intersect the viewport, plus `overscan` on each side. */
export function visibleRange({ scrollTop, viewportHeight, rowHeight, count, overscan }: VisibleRangeInput): VisibleRange {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(viewportHeight / rowHeight) + 1;
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + shown + overscan),
  };
}
