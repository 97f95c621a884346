import { useEffect, useRef } from 'react';
import { Button } from '@beurs/ui';
import { SHORTCUT_LIST } from './shortcuts';

/**
 * The shortcuts overlay: a native modal `<dialog>` (focus kept inside, Escape closes it, focus
 * returns to where it was).
 */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the open attribute is the same dialog without the top layer.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog ref={ref} className="t-shortcuts" aria-labelledby="shortcuts-title" onClose={onClose} onCancel={onClose}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <p className="t-muted">They work anywhere in the terminal except while you type in a field.</p>
      <dl className="t-shortcuts__list">
        {SHORTCUT_LIST.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <Button type="submit" variant="secondary" size="small" onClick={onClose}>
          Close
        </Button>
      </form>
    </dialog>
  );
}
