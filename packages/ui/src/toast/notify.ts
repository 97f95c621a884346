import { toast, type ToastOptions } from 'react-hot-toast/headless';
import { TOAST_OPTIONS } from '@beurs/domain';
import { TOASTER_ID, WARNING_CLASS } from './toast-kind';

/** Options of one notification. */
export interface NotifyOptions {
  /**
   * A stable id: notifying again with the same id replaces the toast instead of stacking a
   * second one (e.g. the same server error on repeated clicks). Defaults to a new id.
   */
  id?: string;
}

// Errors and warnings interrupt (role=alert); successes wait their turn (role=status).
const URGENT: ToastOptions['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

function options(extra: ToastOptions, notifyOptions: NotifyOptions | undefined): ToastOptions {
  return {
    toasterId: TOASTER_ID,
    duration: TOAST_OPTIONS.timeoutMs,
    ...extra,
    ...(notifyOptions?.id === undefined ? {} : { id: notifyOptions.id }),
  };
}

/**
 * Shows a toast in the `<Toaster />`: top-right, newest on top, gone after 5 s, closed by a
 * click, paused while hovered or while the window is in the background (contract §9). Each helper
 * returns the toast id.
 *
 * @example
 * notify.success('Withdrawal successful');
 * notify.error(error.message);
 * notify.warning('This order has already been closed. Please wait for terminal has update history.');
 */
export const notify = {
  /** A success message (e.g. 'Code saved successfully'). */
  success(message: string, notifyOptions?: NotifyOptions): string {
    return toast.success(message, options({}, notifyOptions));
  },
  /** An error message, announced at once to screen readers. */
  error(message: string, notifyOptions?: NotifyOptions): string {
    return toast.error(message, options({ ariaProps: URGENT }, notifyOptions));
  },
  /** A warning, announced at once to screen readers. */
  warning(message: string, notifyOptions?: NotifyOptions): string {
    return toast(message, options({ ariaProps: URGENT, className: WARNING_CLASS }, notifyOptions));
  },
  /** Closes one toast by id, or all of them (e.g. on sign-out). */
  dismiss(id?: string): void {
    toast.dismiss(id, TOASTER_ID);
  },
};
