import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainNavigation } from './main-navigation';
import { platformFixture } from '../test/fixtures';
import { renderSite, setWindowWidth } from '../test/render-site';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  setWindowWidth(1024);
  await server?.close();
  server = undefined;
});

async function openSiteAt(width: number) {
  setWindowWidth(width);
  server = await startTestServer((request) => (request.path === '/api/v1/platform' ? { json: platformFixture() } : undefined));
  renderSite({ baseUrl: server.url });
  return userEvent.setup();
}

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => within(mainNavigation()).getByRole('button', { name: /menu/i });

describe('MainNavigation', () => {
  it('shows the section links without a menu button from 1024 px', async () => {
    await openSiteAt(1280);
    expect(within(mainNavigation()).queryByRole('button')).toBeNull();
    for (const name of ['Markets', 'Calendars', 'Learn', 'Is it safe?', 'Compliance', 'FAQ', 'Sign in', 'Open a demo account']) {
      expect(within(mainNavigation()).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('folds the links behind a menu button below 1024 px', async () => {
    await openSiteAt(375);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNavigation()).queryByRole('link')).toBeNull();
  });

  it('opens from the keyboard, moves focus to the first link, and Escape closes it back to the button', async () => {
    const user = await openSiteAt(375);
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(within(mainNavigation()).getByRole('link', { name: 'Markets' })));
    await user.tab();
    expect(document.activeElement).toBe(within(mainNavigation()).getByRole('link', { name: 'Calendars' }));
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when focus leaves the menu with Tab', async () => {
    const user = await openSiteAt(375);
    await user.click(menuButton());
    const links = within(mainNavigation()).getAllByRole('link');
    links.at(-1)?.focus();
    await user.tab();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes and shows the page when a link is followed', async () => {
    const user = await openSiteAt(375);
    await user.click(menuButton());
    await user.click(within(mainNavigation()).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the window grows past the breakpoint', async () => {
    const user = await openSiteAt(375);
    await user.click(menuButton());
    setWindowWidth(1440);
    await waitFor(() => expect(within(mainNavigation()).queryByRole('button')).toBeNull());
    setWindowWidth(375);
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
  });
});

function storeSession() {
  window.localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'header.payload.signature');
  window.localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'refresh-token');
}

const accountLinkNames = () =>
  within(mainNavigation())
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => name === 'Sign in' || name === 'Open a demo account' || name === 'Open terminal');

describe('MainNavigation with a stored session', () => {
  it('offers "Open terminal", to /terminal/, in place of Sign in and Open a demo account', async () => {
    storeSession();
    await openSiteAt(1280);
    const openTerminal = await within(mainNavigation()).findByRole('link', { name: 'Open terminal' });
    expect(openTerminal.getAttribute('href')).toBe('/terminal/');
    expect(accountLinkNames()).toEqual(['Open terminal']);
  });

  it('keeps Sign in and Open a demo account without a session, or with only one of its tokens', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'header.payload.signature');
    await openSiteAt(1280);
    expect(accountLinkNames()).toEqual(['Sign in', 'Open a demo account']);
  });

  it('shows "Open terminal" in the mobile menu too', async () => {
    storeSession();
    const user = await openSiteAt(375);
    await user.click(menuButton());
    const openTerminal = await within(mainNavigation()).findByRole('link', { name: 'Open terminal' });
    expect(openTerminal.getAttribute('href')).toBe('/terminal/');
    expect(accountLinkNames()).toEqual(['Open terminal']);
  });

  it('follows another tab signing in and out', async () => {
    await openSiteAt(1280);
    expect(accountLinkNames()).toEqual(['Sign in', 'Open a demo account']);
    storeSession();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEYS.refreshToken })));
    await waitFor(() => expect(accountLinkNames()).toEqual(['Open terminal']));
    window.localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    await waitFor(() => expect(accountLinkNames()).toEqual(['Sign in', 'Open a demo account']));
  });

  it('hydrates the prerendered header without a mismatch, then shows "Open terminal" in the space kept for it', async () => {
    const tree = (
      <MemoryRouter>
        <MainNavigation />
      </MemoryRouter>
    );
    // What the prerendered home page holds: the server knows no session.
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector('.main-nav__account [aria-hidden="true"]')?.textContent).toBe('Open terminal');

    storeSession();
    const hydrationErrors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => hydrationErrors.push(error) }));
    try {
      await waitFor(() => expect(within(container).getByRole('link', { name: 'Open terminal' })).toBeTruthy());
      expect(hydrationErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Both groups stay in the one list item, the signed-out one hidden: the header keeps its width.
      const hidden = container.querySelector('.main-nav__account [aria-hidden="true"]');
      expect(hidden?.textContent).toBe('Sign inOpen a demo account');
      expect(hidden?.hasAttribute('inert')).toBe(true);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
