import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { notify } from '@beurs/ui';
import { TerminalToaster } from './terminal-toaster';

function toasts(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Notifications' })).queryAllByRole('listitem');
}

describe('swiping a toast away', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('dismisses it when dragged far enough sideways, and puts it back when not', () => {
    render(<TerminalToaster />);
    act(() => {
      notify.success('Order opened: buy 0.01 BTCUSD at 64,000.00');
    });
    const [toast] = toasts();
    if (!toast) throw new Error('no toast');
    // A short drag springs back: the toast stays.
    fireEvent.pointerDown(toast, { pointerId: 1, clientX: 100, clientY: 20 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 130, clientY: 22 });
    expect(toast.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 130, clientY: 22 });
    expect(toast.style.transform).toBe('');
    expect(toasts()).toHaveLength(1);

    fireEvent.pointerDown(toast, { pointerId: 2, clientX: 100, clientY: 20 });
    fireEvent.pointerMove(toast, { pointerId: 2, clientX: 200, clientY: 24 });
    fireEvent.pointerUp(toast, { pointerId: 2, clientX: 200, clientY: 24 });
    act(() => undefined);
    expect(toasts().filter((item) => item.textContent?.includes('BTCUSD'))).toHaveLength(0);
  });
});
