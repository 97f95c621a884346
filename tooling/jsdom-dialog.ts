/**
 * jsdom has `<dialog>` and its `open` attribute but neither `showModal()` nor `close()`, and
 * no Escape handling. This stands in for the
 * browser closely enough for component tests: `showModal()` and `show()` set `open`, `close()`
 * removes it and fires `close`, and Escape fires a cancelable `cancel` on the last modal dialog
 * opened, closing it unless a listener prevents that. It is no substitute for the real thing:
 * jsdom makes nothing inert and has no top layer, so those are left to the browser journeys.
 */
export function installDialogPolyfill(): void {
  if (typeof window === 'undefined' || typeof window.HTMLDialogElement === 'undefined') return;
  const prototype = window.HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;

  const modals: HTMLDialogElement[] = [];

  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    const index = modals.indexOf(this);
    if (index !== -1) modals.splice(index, 1);
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog taken out of the page while open is no longer modal.
    const dialog = modals.filter((modal) => modal.isConnected && modal.open).at(-1);
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
