import { useRef, type PointerEvent } from 'react';

/** How far a toast must be dragged sideways (or up, at the top) before letting go dismisses it. */
const DISMISS_DISTANCE = 56;

interface Drag {
  pointerId: number;
  toast: HTMLElement;
  x: number;
  y: number;
}

function offset(drag: Drag, event: PointerEvent): { dx: number; dy: number } {
  return { dx: event.clientX - drag.x, dy: event.clientY - drag.y };
}

function reset(toast: HTMLElement): void {
  toast.style.transform = '';
  toast.style.opacity = '';
}

/**
 * Swiping a toast away, as phones do: a toast follows the finger sideways and fades, and let go
 * past 56 px sideways or upwards it is dismissed (through its own close button, so the toaster
 * stays the one that closes it). Short of that it springs back. A tap still dismisses it, as
 * every toast does. Spread the handlers on an element around the `<Toaster>`.
 */
export function useSwipeToDismiss() {
  const drag = useRef<Drag | null>(null);
  const end = (event: PointerEvent, dismiss: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const { dx, dy } = offset(current, event);
    if (dismiss && (Math.abs(dx) >= DISMISS_DISTANCE || dy <= -DISMISS_DISTANCE)) {
      current.toast.querySelector<HTMLButtonElement>('.bx-toast__close')?.click();
      return;
    }
    reset(current.toast);
  };
  return {
    onPointerDown(event: PointerEvent) {
      const toast = event.target instanceof Element ? event.target.closest<HTMLElement>('.bx-toast') : null;
      if (!toast || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag.current = { pointerId: event.pointerId, toast, x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const { dx, dy } = offset(current, event);
      const moved = Math.abs(dx) >= Math.abs(dy) ? `translateX(${dx}px)` : `translateY(${Math.min(dy, 0)}px)`;
      current.toast.style.transform = moved;
      current.toast.style.opacity = String(Math.max(0.3, 1 - Math.max(Math.abs(dx), -dy, 0) / 200));
    },
    onPointerUp: (event: PointerEvent) => end(event, true),
    onPointerCancel: (event: PointerEvent) => end(event, false),
  };
}
