import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { classNames } from '../class-names';

/** Props of `<Splitter>`. */
export interface SplitterProps {
  /** What it resizes, for screen readers, e.g. `'Resize the instrument list'`. */
  label: string;
  /** `vertical` separates columns (drag sideways), `horizontal` rows (drag up and down). */
  orientation: 'vertical' | 'horizontal';
  /** The size of the pane it resizes, in pixels. */
  value: number;
  min: number;
  max: number;
  /** Called with the new size; the caller stores (and may round) it. */
  onValueChange: (value: number) => void;
  /**
   * `1` when moving the splitter right (or down) makes the pane larger, `-1` when it makes it
   * smaller (a pane to the right of its splitter, or below it). Defaults to `1`.
   */
  direction?: 1 | -1;
  /** Pixels an arrow key moves it. Defaults to `16`. */
  step?: number;
  /** Pixels Shift + an arrow key moves it. Defaults to `64`. */
  bigStep?: number;
  className?: string;
}

/**
 * A focusable separator between two panes (WAI-ARIA window splitter): drag it with the pointer,
 * or focus it and use the arrow keys (Shift for bigger steps), Home and End for the bounds. A
 * thin grip shows on hover and focus; the cursor says which way it moves. The caller gives it
 * its track in the layout (a grid column or row a few pixels wide) and owns the size.
 *
 * @example
 * <Splitter label="Resize the instrument list" orientation="vertical"
 *   value={width} min={240} max={560} onValueChange={setWidth} />
 */
export function Splitter({
  label,
  orientation,
  value,
  min,
  max,
  onValueChange,
  direction = 1,
  step = 16,
  bigStep = 64,
  className,
}: SplitterProps) {
  const drag = useRef<{ start: number; size: number } | null>(null);
  const along = (event: { clientX: number; clientY: number }) => (orientation === 'vertical' ? event.clientX : event.clientY);
  const change = (next: number) => onValueChange(Math.min(max, Math.max(min, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = { start: along(event), size: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    change(drag.current.size + (along(event) - drag.current.start) * direction);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const distance = event.shiftKey ? bigStep : step;
    // Arrows move the splitter on screen; whether that grows the pane depends on its side.
    const moves: Partial<Record<string, 1 | -1>> =
      orientation === 'vertical' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) change(value + move * distance * direction);
    else if (event.key === 'Home') change(min);
    else if (event.key === 'End') change(max);
    else return;
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
      className={classNames('bx-splitter', `bx-splitter--${orientation}`, className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
