import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { TOAST_OPTIONS } from '@beurs/domain';
import { subscribeToModals, topModal } from '../components/modal/open-modals';
import { TOASTER_ID, toastKind, type ToastKind } from './toast-kind';

/** Props of `<Toaster>`. */
export interface ToasterProps {
  /** Accessible name of the list of notifications. Defaults to `'Notifications'`. */
  label?: string;
  /** Accessible name of each toast's close button. Defaults to `'Dismiss notification'`. */
  dismissLabel?: string;
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
 * Renders the toasts sent with `notify`, with the spec's options (TOAST_OPTIONS): at most 20
 * at once, newest on top, top-right, 5 s each, closed by a click (or its close button), paused
 * while the pointer or keyboard focus is on a toast and while the window has lost focus.
 * Mount it once, near the root.
 *
 * @example
 * <AppearanceProvider>
 *   <App />
 *   <Toaster />
 * </AppearanceProvider>
 */
export function Toaster({ label = 'Notifications', dismissLabel = 'Dismiss notification' }: ToasterProps) {
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
  const shown = visible.slice(0, TOAST_OPTIONS.maxVisible);
  const ordered = TOAST_OPTIONS.newestOnTop ? shown : [...shown].reverse();
  const overflowIds = visible
    .slice(TOAST_OPTIONS.maxVisible)
    .map((t) => t.id)
    .join(' ');

  const pointerOrFocusOnToast = shown.some((t) => t.id === hoveredId || t.id === focusedId);
  const paused =
    (TOAST_OPTIONS.pauseOnHover && pointerOrFocusOnToast) || (TOAST_OPTIONS.pauseOnFocusLoss && windowBlurred);

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
    <div className={`bx-toaster bx-toaster--${TOAST_OPTIONS.position}`}>
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
