import { useId, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { useModalDialog } from './use-modal-dialog';

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
 * A modal dialog: a native `<dialog>` opened with `showModal()`, labelled by its title. The
 * browser keeps it in the top layer, makes the page behind it inert (so Tab stays inside) and
 * turns Escape into `onClose`; the page behind does not scroll; on close, focus returns to
 * where it was. While it is open, `<Toaster>` renders inside it, so toasts stay visible and
 * usable above the backdrop. Renders nothing while closed.
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
  const { dialogRef, onCancel } = useModalDialog({ open, onClose, initialFocusRef });

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={classNames('bx-modal', className)}
      onCancel={onCancel}
      onMouseDown={(event) => {
        // The panel fills the dialog, so only a press on the ::backdrop lands on the dialog itself.
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="bx-modal__panel">
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
    </dialog>
  );
}
