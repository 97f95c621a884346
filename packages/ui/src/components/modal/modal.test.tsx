import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function ConfirmClose() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Close order
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Close order?"
        description="The position is closed at the current bid."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Confirm</button>
          </>
        }
      />
    </>
  );
}

describe('Modal', () => {
  let showModal: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  });

  it('opens as a native modal dialog, labelled and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Close order?',
      description: 'The position is closed at the current bid.',
    });
    // showModal(), not show(): the browser makes the page inert and keeps Tab inside.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const confirm = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Close order?" initialFocusRef={confirm}>
          <button type="button" ref={confirm}>
            Confirm
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('closes on Escape (the cancel event) and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    const opener = screen.getByRole('button', { name: 'Close order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves closing to the parent: a cancel only asks onClose', () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Close order?" />);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('closes with the × button', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    await user.click(screen.getByText('The position is closed at the current bid.'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    // A press on ::backdrop is dispatched to the <dialog> itself; its panel covers the rest.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a backdrop click with closeOnBackdropClick={false}', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Close order?" closeOnBackdropClick={false} />);
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops the page from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.body.style.overflow).toBe('');
  });
});
