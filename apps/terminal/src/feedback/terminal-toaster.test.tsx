import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { AlertTriggered } from '@beurs/domain';
import { notify } from '@beurs/ui';
import { announceAlert } from './alert-feedback';
import { TerminalToaster } from './terminal-toaster';
import { resetToastGroups } from './toast-groups';

function toasts(): string[] {
  return within(screen.getByRole('list', { name: 'Notifications' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function fired(id: string, instrument: string): AlertTriggered {
  return {
    alert: {
      id,
      instrument_id: instrument,
      condition: 'above',
      price: '100.00',
      note: null,
      status: 'triggered',
      created_at: '2026-11-27T10:00:00.000Z',
      triggered_at: '2026-11-27T10:05:00.000Z',
      triggered_price: '100.40',
    },
    message: `${instrument} reached 100.40 (alert: bid above 100.00).`,
  };
}

describe('the terminal’s toaster', () => {
  afterEach(() => {
    act(() => notify.dismiss());
    resetToastGroups();
  });

  it('shows three toasts at most: a fourth sends the oldest away', () => {
    render(<TerminalToaster />);
    act(() => {
      notify.success('Order opened: buy 0.01 BTCUSD');
      notify.error('Market is closed');
      notify.success('Order opened: sell 0.10 EURUSD');
    });
    expect(toasts()).toHaveLength(3);
    act(() => {
      notify.warning('This order has already been closed. Please wait for terminal has update history.');
    });
    const shown = toasts();
    expect(shown).toHaveLength(3);
    expect(shown.some((text) => text.includes('buy 0.01 BTCUSD'))).toBe(false);
    expect(shown.some((text) => text.includes('already been closed'))).toBe(true);
  });

  it('three alerts that fire together are one toast: "3 alerts triggered"', () => {
    render(<TerminalToaster />);
    act(() => {
      announceAlert(fired('00000000-0000-4000-8000-0000000000a1', 'BTCUSD'));
      announceAlert(fired('00000000-0000-4000-8000-0000000000a2', 'ETHUSD'));
      announceAlert(fired('00000000-0000-4000-8000-0000000000a3', 'EURUSD'));
    });
    const shown = toasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('3 alerts triggered. Latest: EURUSD reached 100.40');
  });
});
