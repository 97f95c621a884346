import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
  it('opens as a labelled, described modal dialog with focus inside', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Close order?',
      description: 'The position is closed at the current bid.',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    const opener = screen.getByRole('button', { name: 'Close order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ConfirmClose />);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
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
