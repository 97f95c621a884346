import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionNav } from './section-nav';

const ITEMS = [
  { href: '/faq/account', label: 'Account' },
  { href: '/faq/trading', label: 'Trading' },
];

describe('SectionNav', () => {
  it('is a named navigation that marks only the current page', () => {
    render(<SectionNav label="FAQ sections" items={ITEMS} currentPath="/faq/trading" />);
    const nav = screen.getByRole('navigation', { name: 'FAQ sections' });
    expect(within(nav).getByRole('link', { name: 'Trading' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Account' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders each link through renderLink', () => {
    render(
      <SectionNav
        label="FAQ sections"
        items={ITEMS}
        renderLink={({ href, ...props }) => <a data-to={href} href={`/app${href}`} {...props} />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link.getAttribute('data-to')).toBe('/faq/account');
    expect(link.getAttribute('href')).toBe('/app/faq/account');
  });
});
