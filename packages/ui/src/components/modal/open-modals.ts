/**
 * The modal dialogs open now, last opened last. A modal makes the rest of the page inert and sits
 * in the top layer, above anything else; whatever must stay visible and usable while one is open
 * (the toaster) renders inside the topmost one.
 */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Records a dialog just opened with `showModal()`. */
export function modalOpened(dialog: HTMLDialogElement): void {
  openModals.push(dialog);
  changed();
}

/** Forgets a dialog that closed. */
export function modalClosed(dialog: HTMLDialogElement): void {
  const index = openModals.lastIndexOf(dialog);
  if (index === -1) return;
  openModals.splice(index, 1);
  changed();
}

/** The topmost open modal, or null; for `useSyncExternalStore`. */
export function topModal(): HTMLDialogElement | null {
  return openModals.at(-1) ?? null;
}

/** Calls `listener` whenever a modal opens or closes; returns the unsubscribe. */
export function subscribeToModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
