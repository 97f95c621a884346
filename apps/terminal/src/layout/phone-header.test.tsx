import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, makeUser } from '../test/fixtures';
import { setCachedOrders, setCachedUser } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { AppHeader } from './app-header';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1024));

describe('the phone header', () => {
  useTestServices();

  it('is one row of equity, the margin level in its colour, a Demo chip and the live dot; the rest is in the menu', async () => {
    setWidth(375);
    const user = userEvent.setup();
    act(() => setCachedUser(makeUser({ balance: '10000.00' })));
    act(() => setCachedOrders([makeOrder({ pnl: '-790.00', margin: '11580.00' })]));
    renderWithRouter(<AppHeader onShowShortcuts={() => undefined} />);
    const bar = screen.getByRole('banner');
    const terms = within(bar)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Equity', '9,210.00 EUR'],
      ['Margin level', '79.53 % (below 100%: close-out near)'],
    ]);
    expect(within(bar).getByTestId('margin-level').getAttribute('data-tone')).toBe('negative');
    // "Demo" to the eye, the whole notice to screen readers and as the tooltip.
    const demo = within(bar).getByTitle('Demo account: virtual funds');
    expect(demo.textContent).toBe('Demo account: virtual funds');
    // Nothing else in the row: the actions are in the menu.
    expect(within(bar).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Settings' })).toBeNull();

    await user.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Notifications (0 unread)' })).toBeTruthy();
    for (const name of ['Settings', 'Theme & font', 'Log out']) expect(within(menu).getByRole('button', { name })).toBeTruthy();
    expect(within(menu).getByRole('navigation', { name: 'All screens' })).toBeTruthy();

    // Settings opens from the menu in its own dialog.
    await user.click(within(menu).getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });
});
