import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomNavigation, type BottomNavigationItem } from './bottom-navigation';

const TABS: BottomNavigationItem[] = [
  { href: '/terminal/exchange', label: 'Exchange', icon: '⇄' },
  { href: '/terminal/orders', label: 'Orders', icon: '≡' },
  { href: '/terminal/history', label: 'History', icon: '↺' },
  { href: '/terminal/news', label: 'News', icon: '✉' },
];

const currentLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('BottomNavigation', () => {
  it('marks only the current tab with aria-current="page"', () => {
    render(<BottomNavigation items={TABS} currentPath="/terminal/orders" />);
    expect(currentLinks()).toEqual(['≡Orders']);
    expect(screen.getByRole('link', { name: 'Orders' }).className).toContain('bx-bottom-nav__link--active');
  });

  it('keeps a tab current on the pages below it', () => {
    render(<BottomNavigation items={TABS} currentPath="/terminal/news/12" />);
    expect(currentLinks()).toEqual(['✉News']);
  });

  it('does not mistake a longer sibling path for a tab', () => {
    render(<BottomNavigation items={TABS} currentPath="/terminal/history-transaction" />);
    expect(currentLinks()).toEqual([]);
  });

  it('names each link by its label, not its icon', () => {
    render(<BottomNavigation items={TABS} currentPath="/terminal/exchange" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(TABS.map((tab) => tab.href));
    expect(screen.getByRole('link', { name: 'Exchange' })).toBeDefined();
  });

  it("renders links through the app's router link and its own isActive", () => {
    render(
      <BottomNavigation
        items={TABS}
        isActive={(item) => item.label === 'History'}
        renderLink={({ href, children, ...props }) => (
          <a data-router-to={href} href={`#${href}`} {...props}>
            {children}
          </a>
        )}
      />,
    );
    const history = screen.getByRole('link', { name: 'History' });
    expect(history.getAttribute('data-router-to')).toBe('/terminal/history');
    expect(history.getAttribute('aria-current')).toBe('page');
  });
});
