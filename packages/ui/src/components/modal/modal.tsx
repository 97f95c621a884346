import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../class-names';
import { focusableElements } from './focusable';

/** Props of `<Modal>`. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  footer?: ReactNode;
  /** Accessible name of the × button. Defaults to `'Close'`. */
  closeLabel?: string;
  /** What gets focus on open. Defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a click outside the dialog. Defaults to `true`. */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * A modal dialog (`role="dialog"`, `aria-modal`), labelled by its title. While open, Tab and
 * Shift+Tab cycle inside it, Escape closes it, the page behind does not scroll; on close, focus
 * returns to where it was. Rendered into `document.body`.
 *
 * @example
 * <Modal open={confirming} onClose={() => setConfirming(false)} title="Close order?"
 *   footer={<Button variant="danger" onClick={closeOrder}>Close order</Button>}>
 *   The position is closed at the current bid.
 * </Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  initialFocusRef,
  closeOnBackdropClick = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocus = useRef(initialFocusRef);
  useEffect(() => {
    initialFocus.current = initialFocusRef;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = initialFocus.current?.current ?? (dialog ? focusableElements(dialog)[0] : undefined) ?? dialog;
    first?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="bx-modal__backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames('bx-modal', className)}
        onKeyDown={onKeyDown}
      >
        <header className="bx-modal__header">
          <h2 id={titleId} className="bx-modal__title">
            {title}
          </h2>
          <button type="button" className="bx-modal__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="bx-modal__description">
            {description}
          </p>
        ) : null}
        <div className="bx-modal__body">{children}</div>
        {footer ? <footer className="bx-modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
