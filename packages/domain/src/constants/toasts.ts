/** Toast behaviour (contract §9): newest on top, top-right, 5 s, close on click, pause on hover and blur. */
export const TOAST_OPTIONS = {
  maxVisible: 20,
  newestOnTop: true,
  position: 'top-right',
  timeoutMs: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const;
