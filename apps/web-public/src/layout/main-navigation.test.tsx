import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
