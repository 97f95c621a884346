import type { Toast } from 'react-hot-toast/headless';

/** Our toasts render through their own toaster id, apart from any other react-hot-toast use. */
export const TOASTER_ID = 'beurs';

/** react-hot-toast has no warning type: a warning is a blank toast carrying this class. */
export const WARNING_CLASS = 'bx-toast--warning';

/** How a toast looks and what its icon and spoken prefix say. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** The kind of a react-hot-toast toast (success, error, our warning, anything else as info). */
export function toastKind(toast: Pick<Toast, 'type' | 'className'>): ToastKind {
  if (toast.type === 'success' || toast.type === 'error') return toast.type;
  return toast.className === WARNING_CLASS ? 'warning' : 'info';
}
