/** Collects updates and applies them together once per animation frame. */
export interface FrameBatcher<TItem> {
  push(item: TItem): void;
  /** Drops what is pending and stops. */
  cancel(): void;
}

/**
 * Batches updates (live ticks) so that a chart redraws at most once per animation frame,
 * however many arrive in between.
 *
 * @example
 * const batcher = createFrameBatcher<Tick>((ticks) => { ticks.forEach(apply); chart.redraw(); });
 */
export function createFrameBatcher<TItem>(apply: (items: TItem[]) => void): FrameBatcher<TItem> {
  let pending: TItem[] = [];
  let frame: number | null = null;
  return {
    push(item) {
      pending.push(item);
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        const items = pending;
        pending = [];
        apply(items);
      });
    },
    cancel() {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      pending = [];
    },
  };
}
