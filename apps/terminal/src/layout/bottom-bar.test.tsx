import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeUser } from '../test/fixtures';
import { QueryWrapper, setCachedUser } from '../test/query-cache';
import { useTestServices } from '../test/use-test-services';
import { TerminalLayout } from './terminal-layout';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function renderLayoutAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <TerminalLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

afterEach(() => setWidth(1024));

describe('bottom bar (contract §2)', () => {
  useTestServices();

  it('shows the four tabs below 1024 px when logged in, the current one highlighted', async () => {
    setWidth(375);
    renderLayoutAt('/orders');
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Exchange', 'Orders', 'History', 'News']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/exchange', '/orders', '/history', '/news']);
    expect(within(bar).getByRole('link', { current: 'page' }).textContent).toBe('Orders');
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
  });

  it('is not shown when nobody is logged in', () => {
    setWidth(375);
    act(() => setCachedUser(null));
    renderLayoutAt('/orders');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('gives way to the sidebar with every screen at 1024 px and above', () => {
    setWidth(1280);
    act(() => setCachedUser(makeUser()));
    renderLayoutAt('/history');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const sidebar = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(sidebar).getAllByRole('link')).toHaveLength(14);
    expect(within(sidebar).getByRole('link', { current: 'page' }).textContent).toBe('History');
  });

  it('follows a resize across the breakpoint', () => {
    setWidth(1280);
    renderLayoutAt('/news');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    act(() => setWidth(800));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { current: 'page' }).textContent).toBe('News');
  });
});
