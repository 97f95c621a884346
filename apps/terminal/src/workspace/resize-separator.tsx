import { Splitter } from '@beurs/ui';
import { PANE_LIMITS, useWorkspaceLayout, type PaneSize } from './layout-store';

/** Props of {@link ResizeSeparator}. */
export interface ResizeSeparatorProps {
  pane: PaneSize;
  /** What it resizes, for screen readers ("Resize the instrument list"). */
  label: string;
  /** `vertical` separates columns (drag sideways), `horizontal` rows (drag up and down). */
  orientation: 'vertical' | 'horizontal';
  /**
   * +1 when dragging right (or down) makes the pane larger, −1 when it makes it smaller (a pane
   * on the right of its separator, or below it).
   */
  direction: 1 | -1;
}

/**
 * A `<Splitter>` between two workspace panes, bound to the workspace layout store, which clamps
 * and remembers the size.
 */
export function ResizeSeparator({ pane, label, orientation, direction }: ResizeSeparatorProps) {
  const value = useWorkspaceLayout((state) => state[pane]);
  const resize = useWorkspaceLayout((state) => state.resize);
  const { min, max } = PANE_LIMITS[pane];
  return (
    <Splitter
      label={label}
      orientation={orientation}
      direction={direction}
      value={value}
      min={min}
      max={max}
      onValueChange={(size) => resize(pane, size)}
    />
  );
}
