import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function TradeSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buy
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Trade BTCUSD"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Buy 0.10 BTCUSD
          </button>
        }
      >
        <label>
          Volume
          <input defaultValue="0.10" />
        </label>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  let showModal: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  });

  it('opens as a native modal dialog named by its title, with a close button focused', async () => {
    const user = userEvent.setup();
    render(<TradeSheet />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const sheet = screen.getByRole('dialog', { name: 'Trade BTCUSD' });
    expect(sheet).toBeInstanceOf(HTMLDialogElement);
    expect((sheet as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<TradeSheet />);
    const opener = screen.getByRole('button', { name: 'Buy' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its × button and on a tap on the backdrop, not on one inside the sheet', async () => {
    const user = userEvent.setup();
    render(<TradeSheet />);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(screen.getByLabelText('Volume'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the footer after the scrolling body, so the confirm button comes last and stays out of the scroll', async () => {
    const user = userEvent.setup();
    render(<TradeSheet />);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const sheet = screen.getByRole('dialog');
    const body = sheet.querySelector('.bx-sheet__body');
    const footer = sheet.querySelector('footer');
    const confirm = screen.getByRole('button', { name: 'Buy 0.10 BTCUSD' });
    expect(body).not.toBeNull();
    expect(footer?.contains(confirm)).toBe(true);
    expect(body?.contains(confirm)).toBe(false);
    expect(body?.contains(screen.getByLabelText('Volume'))).toBe(true);
    // The footer follows the body in the DOM: read and tabbed to after the fields.
    expect(body && footer ? body.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING : 0).toBeTruthy();
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<TradeSheet />);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Buy 0.10 BTCUSD' }));
    expect(document.body.style.overflow).toBe('');
  });
});
