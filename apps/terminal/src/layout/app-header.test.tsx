import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrder, makeUser } from '../test/fixtures';
import { setCachedOrders, setCachedUser } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { AppHeader } from './app-header';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** The account bar's figures, term to value. */
function figures(): Record<string, string> {
  const bar = screen.getByRole('banner');
  return Object.fromEntries(
    within(bar)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

afterEach(() => setWidth(1024));

describe('the account bar from 1024 px', () => {
  useTestServices();

  it('shows every figure in one row: used margin, the margin level and how far equity can fall before the close-out', () => {
    setWidth(1440);
    act(() => setCachedUser(makeUser({ balance: '10000.00' })));
    act(() => setCachedOrders([makeOrder({ pnl: '-790.00', margin: '11580.00' })]));
    renderWithRouter(<AppHeader onShowShortcuts={() => undefined} />);
    expect(figures()).toEqual({
      Balance: '10,000.00 EUR',
      Equity: '9,210.00 EUR',
      'Used margin': '11,580.00 EUR',
      'Free margin': '−2,370.00 EUR',
      // Equity below the margin used: the close-out is near, and it is said, not only coloured.
      'Margin level': '79.53 % (below 100%: close-out near)',
      'To close-out': '3,420.00 EUR',
    });
    expect(screen.getByTestId('margin-level').getAttribute('data-tone')).toBe('negative');
    expect(screen.getByTestId('close-out-distance').getAttribute('title')).toBe(
      'Close-out at 50% margin level: equity can fall 3,420.00 EUR',
    );
    // Every action has its name, with room for all of them at 1440 px.
    for (const name of ['Settings', 'Shortcuts', 'Theme & font', 'Log out']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications (0 unread)' })).toBeTruthy();
  });

  it('says "—" with no open position, and keeps the less used actions in a menu below 1440 px', () => {
    setWidth(1024);
    act(() =>
      setCachedUser(makeUser({ balance: '10000.00', equity: '10000.00', margin: '0.00', free_margin: '10000.00', margin_level: null })),
    );
    act(() => setCachedOrders([]));
    renderWithRouter(<AppHeader onShowShortcuts={() => undefined} />);
    expect(figures()).toMatchObject({ 'Margin level': '—', 'To close-out': '—', 'Used margin': '0.00 EUR' });
    expect(screen.getByTestId('margin-level').getAttribute('data-tone')).toBe('normal');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    const more = screen.getByText('More actions').closest('details');
    expect(more).not.toBeNull();
    expect(within(more as HTMLElement).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(more as HTMLElement).getByRole('button', { name: 'Theme & font' })).toBeTruthy();
  });

  it('closes the menu of less used actions on Escape and on a click elsewhere, as a menu does', async () => {
    setWidth(1024);
    act(() => setCachedUser(makeUser()));
    renderWithRouter(<AppHeader onShowShortcuts={() => undefined} />);
    const more = screen.getByText('More actions').closest('details') as HTMLDetailsElement;
    const summary = more.querySelector('summary') as HTMLElement;
    fireEvent.click(summary);
    await waitFor(() => expect(more.open).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(more.open).toBe(false));
    expect(document.activeElement).toBe(summary);
    fireEvent.click(summary);
    await waitFor(() => expect(more.open).toBe(true));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Beurs' }));
    await waitFor(() => expect(more.open).toBe(false));
  });
});
