import { Kbd, Modal } from '@beurs/ui';
import { SHORTCUT_LIST } from './shortcuts';

/**
 * The shortcuts overlay, a `<Modal>`: focus kept inside, Escape or its Close button closes it,
 * focus returns to where it was.
 */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="They work anywhere in the terminal except while you type in a field."
    >
      <dl className="t-shortcuts__list">
        {SHORTCUT_LIST.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <Kbd>{shortcut.keys}</Kbd>
            </dt>
            <dd>{shortcut.what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
