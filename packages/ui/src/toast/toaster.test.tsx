import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { Modal } from '../components/modal/modal';
import { Toaster } from './toaster';

const ORDER_CLOSED = 'This order has already been closed. Please wait for terminal has update history.';

function toastItems() {
  return within(screen.getByRole('list', { name: 'Notifications' })).queryAllByRole('listitem');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('shows at most 20 toasts at once, newest on top', () => {
    act(() => {
      for (let index = 1; index <= 25; index += 1) notify.success(`Message ${index}`);
    });
    const items = toastItems();
    expect(items).toHaveLength(20);
    expect(items[0]?.textContent).toContain('Message 25');
    expect(items[19]?.textContent).toContain('Message 6');
  });

  it('puts a new toast above the older ones', () => {
    act(() => {
      notify.success('Withdrawal successful');
    });
    act(() => {
      notify.error('Login failed. Please check your credentials and try again.');
    });
    expect(toastItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Login failed'),
      expect.stringContaining('Withdrawal successful'),
    ]);
  });

  it('closes a toast when it is clicked', () => {
    act(() => {
      notify.success('Code saved successfully');
      notify.success('Card uploaded successfully');
    });
    fireEvent.click(screen.getByText('Code saved successfully'));
    expect(toastItems().map((item) => item.textContent)).toEqual([expect.stringContaining('Card uploaded')]);
  });

  it('closes a toast from its keyboard-reachable close button', () => {
    act(() => {
      notify.success('Passport uploaded successfully');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastItems()).toHaveLength(0);
  });

  it('closes a toast after 5 seconds', () => {
    act(() => {
      notify.success('Withdrawal successful');
    });
    advance(4999);
    expect(toastItems()).toHaveLength(1);
    advance(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('pauses while the window has lost focus and resumes with the time left', () => {
    act(() => {
      notify.success('Withdrawal successful');
    });
    advance(3000);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(60_000);
    expect(toastItems()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(1999);
    expect(toastItems()).toHaveLength(1);
    advance(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('pauses while the pointer is on a toast', () => {
    act(() => {
      notify.success('Withdrawal successful');
    });
    const [item] = toastItems();
    if (!item) throw new Error('no toast');
    fireEvent.mouseEnter(item);
    advance(60_000);
    expect(toastItems()).toHaveLength(1);
    fireEvent.mouseLeave(item);
    advance(5000);
    expect(toastItems()).toHaveLength(0);
  });

  it('does not stay paused when the hovered toast is clicked away', () => {
    act(() => {
      notify.success('First');
    });
    const [item] = toastItems();
    if (!item) throw new Error('no toast');
    fireEvent.mouseEnter(item);
    fireEvent.click(item);
    act(() => {
      notify.success('Second');
    });
    advance(5000);
    expect(toastItems()).toHaveLength(0);
  });

  it('announces a warning at once, with its kind in words', () => {
    act(() => {
      notify.warning(ORDER_CLOSED);
    });
    expect(screen.getByRole('alert').textContent).toBe(`Warning: ${ORDER_CLOSED}`);
  });

  it('replaces a toast notified again with the same id', () => {
    act(() => {
      notify.warning(ORDER_CLOSED, { id: 'order-7' });
      notify.warning(ORDER_CLOSED, { id: 'order-7' });
    });
    expect(toastItems()).toHaveLength(1);
  });
});

describe('Toaster while a modal dialog is open', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('shows toasts inside the dialog, above its backdrop, and back on the page once it closes', () => {
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <Modal open={open} onClose={() => undefined} title="Close order?" />
          <Toaster />
        </>
      );
    }
    const { rerender } = render(<Page open />);
    act(() => {
      notify.error('Market is closed');
    });
    const dialog = screen.getByRole('dialog', { name: 'Close order?' });
    expect(within(dialog).getByText('Market is closed')).toBeTruthy();

    rerender(<Page open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('list', { name: 'Notifications' }).textContent).toContain('Market is closed');
  });
});

describe('Toaster with a limit and a position of its own', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('keeps three on screen: the oldest leaves when a fourth comes, and does not come back', () => {
    render(<Toaster maxVisible={3} position="bottom-right" />);
    act(() => {
      for (let index = 1; index <= 3; index += 1) notify.success(`Message ${index}`);
    });
    expect(toastItems()).toHaveLength(3);
    act(() => {
      notify.success('Message 4');
    });
    // Gathered at the bottom, the newest is the lowest.
    expect(toastItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 2'),
      expect.stringContaining('Message 3'),
      expect.stringContaining('Message 4'),
    ]);
    fireEvent.click(screen.getByText('Message 4'));
    expect(toastItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 2'),
      expect.stringContaining('Message 3'),
    ]);
  });

  it('places its area where it is told, at the spec’s top right by default', () => {
    const { container, rerender } = render(<Toaster />);
    expect(container.querySelector('.bx-toaster')?.className).toBe('bx-toaster bx-toaster--top-right');
    rerender(<Toaster position="bottom-left" className="app-toasts" style={{ left: 400, bottom: 24 }} />);
    const area = container.querySelector<HTMLElement>('.bx-toaster');
    expect(area?.className).toBe('bx-toaster bx-toaster--bottom-left app-toasts');
    expect(area?.style.left).toBe('400px');
    expect(area?.style.bottom).toBe('24px');
  });
});
