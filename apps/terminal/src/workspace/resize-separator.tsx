import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { PANE_LIMITS, type PaneSize } from './layout-store';
import { useWorkspaceLayout } from './layout-store';

const KEY_STEP = 16;
const BIG_STEP = 64;

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
 * A focusable separator between two panes (WAI-ARIA window splitter): drag it with the pointer,
 * or focus it and use the arrow keys (Shift for bigger steps), Home and End for the bounds.
 * The size goes to the workspace layout store, which remembers it.
 */
export function ResizeSeparator({ pane, label, orientation, direction }: ResizeSeparatorProps) {
  const value = useWorkspaceLayout((state) => state[pane]);
  const resize = useWorkspaceLayout((state) => state.resize);
  const drag = useRef<{ start: number; size: number } | null>(null);
  const { min, max } = PANE_LIMITS[pane];
  const along = (event: { clientX: number; clientY: number }) => (orientation === 'vertical' ? event.clientX : event.clientY);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = { start: along(event), size: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    resize(pane, drag.current.size + (along(event) - drag.current.start) * direction);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : KEY_STEP;
    // Arrows move the separator on screen; whether that grows the pane depends on its side.
    const grow = orientation === 'vertical' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
    const move = grow[event.key as keyof typeof grow];
    if (move !== undefined) {
      resize(pane, value + move * step * direction);
    } else if (event.key === 'Home') {
      resize(pane, min);
    } else if (event.key === 'End') {
      resize(pane, max);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={`${value} pixels`}
      className={`t-separator t-separator--${orientation}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
