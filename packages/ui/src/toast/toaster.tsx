import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, toast, useToaster, type ToastPosition } from 'react-hot-toast/headless';
import { TOAST_OPTIONS } from '@beurs/domain';
import { subscribeToModals, topModal } from '../components/modal/open-modals';
import { TOASTER_ID, toastKind, type ToastKind } from './toast-kind';

/** Where the toasts gather: a corner or the middle of an edge of the toaster's area. */
export type ToasterPosition = ToastPosition;

/** Props of `<Toaster>`. */
export interface ToasterProps {
  /** Accessible name of the list of notifications. Defaults to `'Notifications'`. */
  label?: string;
  /** Accessible name of each toast's close button. Defaults to `'Dismiss notification'`. */
  dismissLabel?: string;
  /**
   * How many toasts are on screen at once; when one more comes, the oldest is closed. Defaults
   * to the spec's 20 (`TOAST_OPTIONS.maxVisible`).
   */
  maxVisible?: number;
  /**
   * Where the toasts gather in their area. The newest is nearest the edge they gather at: on top
   * at a top position (the spec's "newest on top"), at the bottom at a bottom one. Defaults to the
   * spec's `'top-right'` (`TOAST_OPTIONS.position`).
   */
  position?: ToasterPosition;
  /**
   * The area the toasts are placed in, as `top`, `right`, `bottom` and `left` of a fixed box
   * (e.g. computed to keep them off a trading ticket). Defaults to the whole window less a margin.
   */
  style?: CSSProperties;
  /** More classes on the toaster's area, for an app's own placement rules. */
  className?: string;
}

const KIND_ICON: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };
// Read before the message, so the kind is never told by colour alone.
const KIND_LABEL: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

/**
 * Renders the toasts sent with `notify`, with the spec's options (TOAST_OPTIONS) unless told
 * otherwise: at most 20 at once (`maxVisible`), newest on top, top-right (`position`), 5 s each,
 * closed by a click (or its close button), paused while the pointer or keyboard focus is on a
 * toast and while the window has lost focus. Mount it once, near the root.
 *
 * @example
 * <AppearanceProvider>
 *   <App />
 *   <Toaster />
 * </AppearanceProvider>
 *
 * // A trading screen: three at a time, at the bottom right.
 * <Toaster maxVisible={3} position="bottom-right" />
 */
export function Toaster({
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
  maxVisible = TOAST_OPTIONS.maxVisible,
  position = TOAST_OPTIONS.position,
  style,
  className,
}: ToasterProps) {
  const { toasts, handlers } = useToaster(undefined, TOASTER_ID);
  // A modal dialog makes everything outside it inert and covers it with its backdrop: toasts
  // raised meanwhile (an order refused while its dialog is open) go inside the dialog instead.
  const modal = useSyncExternalStore(subscribeToModals, topModal, () => null);
  // Ids, not booleans: a toast removed under the pointer or focus fires no leave or blur event,
  // and a stale `true` would pause every later toast.
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [windowBlurred, setWindowBlurred] = useState(false);

  const visible = toasts.filter((t) => t.visible);
  const limit = Math.max(1, Math.floor(maxVisible));
  const shown = visible.slice(0, limit);
  // react-hot-toast keeps the newest first; it goes nearest the edge the toasts gather at.
  const atTop = position.startsWith('top');
  const ordered = atTop === TOAST_OPTIONS.newestOnTop ? shown : [...shown].reverse();
  const overflowIds = visible
    .slice(limit)
    .map((t) => t.id)
    .join(' ');

  const pointerOrFocusOnToast = shown.some((t) => t.id === hoveredId || t.id === focusedId);
  const paused = (TOAST_OPTIONS.pauseOnHover && pointerOrFocusOnToast) || (TOAST_OPTIONS.pauseOnFocusLoss && windowBlurred);

  // react-hot-toast pauses only in its own styled Toaster; this headless one drives the pause itself.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    if (paused) handlersRef.current.startPause();
    else handlersRef.current.endPause();
  }, [paused]);

  useEffect(() => {
    const onBlur = () => setWindowBlurred(true);
    const onFocus = () => setWindowBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // The oldest toasts beyond the limit are dismissed, so they do not come back when newer ones go.
  useEffect(() => {
    if (overflowIds === '') return;
    for (const id of overflowIds.split(' ')) toast.dismiss(id, TOASTER_ID);
  }, [overflowIds]);

  const toaster = (
    <div className={`bx-toaster bx-toaster--${position}${className ? ` ${className}` : ''}`} style={style}>
      <ol className="bx-toaster__list" aria-label={label}>
        {ordered.map((t) => {
          const kind = toastKind(t);
          return (
            <li
              key={t.id}
              className={`bx-toast bx-toast--${kind}`}
              onClick={TOAST_OPTIONS.closeOnClick ? () => toast.dismiss(t.id, TOASTER_ID) : undefined}
              onMouseEnter={() => setHoveredId(t.id)}
              onMouseLeave={() => setHoveredId((id) => (id === t.id ? null : id))}
              onFocus={() => setFocusedId(t.id)}
              onBlur={() => setFocusedId((id) => (id === t.id ? null : id))}
            >
              <span className="bx-toast__icon" aria-hidden="true">
                {t.icon ?? KIND_ICON[kind]}
              </span>
              <div className="bx-toast__message" {...t.ariaProps}>
                <span className="bx-visually-hidden">{KIND_LABEL[kind]}: </span>
                {resolveValue(t.message, t)}
              </div>
              <button
                type="button"
                className="bx-toast__close"
                aria-label={dismissLabel}
                onClick={(event) => {
                  event.stopPropagation();
                  toast.dismiss(t.id, TOASTER_ID);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
  return modal ? createPortal(toaster, modal) : toaster;
}
