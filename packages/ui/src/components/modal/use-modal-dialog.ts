import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { focusableElements } from './focusable';
import { modalClosed, modalOpened } from './open-modals';

/** What {@link useModalDialog} gives the component that renders the `<dialog>`. */
export interface ModalDialog {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The dialog's `onCancel`: Escape asks the parent to close rather than closing by itself. */
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * The life of a modal `<dialog>` shared by `Modal` and `BottomSheet`: while `open`, it is shown
 * with `showModal()`, the page behind stops scrolling, the open-modals registry knows it (toasts
 * show inside it), the first focusable element (or `initialFocusRef`) takes the focus, and
 * `whileOpen` runs; on close all of it is undone and the focus goes back where it was.
 */
export function useModalDialog(options: {
  open: boolean;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** More to do while the dialog is open; returns its undoing. */
  whileOpen?: (dialog: HTMLDialogElement) => () => void;
}): ModalDialog {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens: the latest props, without reopening it when they change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { open } = options;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    modalOpened(dialog);
    const undo = latest.current.whileOpen?.(dialog);
    const first = latest.current.initialFocusRef?.current ?? focusableElements(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      undo?.();
      document.body.style.overflow = previousOverflow;
      modalClosed(dialog);
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  // Escape: the browser fires `cancel` and would close the dialog itself; the parent owns `open`,
  // so the dialog stays until the parent closes it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    latest.current.onClose();
  };
  return { dialogRef, onCancel };
}
