import { useId, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { useModalDialog } from '../modal/use-modal-dialog';

/** Props of `<BottomSheet>`. */
export interface BottomSheetProps {
  open: boolean;
  /** Called on Escape, the close button and (unless turned off) a tap on the backdrop. */
  onClose: () => void;
  /** The sheet's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read as the sheet's description. */
  description?: ReactNode;
  /** The body: it scrolls inside the sheet when it is taller than the room left. */
  children?: ReactNode;
  /**
   * What must stay in view (the confirm button): after the body in the DOM and never scrolled
   * away, above the on-screen keyboard when one is up.
   */
  footer?: ReactNode;
  /** Accessible name of the × button. Defaults to `'Close'`. */
  closeLabel?: string;
  /** What gets focus on open. Defaults to the first focusable element (the × button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a tap above the sheet. Defaults to `true`. */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * Where the on-screen keyboard leaves the sheet: the visual viewport's height and how far its
 * bottom is above the layout viewport's (the keyboard, on browsers that overlay it rather than
 * resize the page). Written as custom properties on the dialog, which its CSS reads.
 */
function followVisualViewport(dialog: HTMLDialogElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const update = () => {
    const keyboard = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
    dialog.style.setProperty('--bx-sheet-keyboard', `${Math.round(keyboard)}px`);
    dialog.style.setProperty('--bx-sheet-viewport', `${Math.round(viewport.height)}px`);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}

/**
 * A bottom sheet: a native `<dialog>` opened with `showModal()` that slides up from the bottom
 * of the window, at most 90% of its height, named by its title, with a × button. Like `Modal`,
 * the page behind is inert, Escape calls `onClose`, the page does not scroll and focus returns
 * to the opener on close; toasts raised meanwhile render inside it. Its body scrolls; its footer
 * (the confirm button) stays in view below the body and above the on-screen keyboard (`100dvh`
 * and the VisualViewport API). Renders nothing while closed.
 *
 * @example
 * <BottomSheet open={trading} onClose={() => setTrading(false)} title="Buy BTCUSD"
 *   footer={<Button type="submit" form="ticket" fullWidth>Buy 0.10 BTCUSD</Button>}>
 *   <form id="ticket">…</form>
 * </BottomSheet>
 */
export function BottomSheet({
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
}: BottomSheetProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { dialogRef, onCancel } = useModalDialog({ open, onClose, initialFocusRef, whileOpen: followVisualViewport });

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={classNames('bx-sheet', className)}
      onCancel={onCancel}
      onMouseDown={(event) => {
        // The panel fills the dialog, so only a press on the ::backdrop lands on the dialog itself.
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="bx-sheet__panel">
        <header className="bx-sheet__header">
          <h2 id={titleId} className="bx-sheet__title">
            {title}
          </h2>
          <button type="button" className="bx-sheet__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="bx-sheet__body">
          {description ? (
            <p id={descriptionId} className="bx-sheet__description">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <footer className="bx-sheet__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
