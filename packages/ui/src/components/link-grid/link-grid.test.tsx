import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkGrid } from './link-grid';

const ITEMS = [
  { href: '/markets/shares', title: 'Shares', summary: 'US and European companies.' },
  { href: '/markets/forex', title: 'Forex' },
];

describe('LinkGrid', () => {
  it('is a list of headed links, each heading at the level asked for', () => {
    render(<LinkGrid items={ITEMS} headingLevel={3} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const heading = screen.getByRole('heading', { level: 3, name: 'Shares' });
    expect(within(heading).getByRole('link', { name: 'Shares' }).getAttribute('href')).toBe('/markets/shares');
    expect(screen.getByText('US and European companies.')).toBeTruthy();
    expect(items[1]?.querySelector('p')).toBeNull();
  });

  it('renders each link through renderLink', () => {
    render(<LinkGrid items={ITEMS} renderLink={({ href, ...props }) => <a data-to={href} href={`/app${href}`} {...props} />} />);
    const link = screen.getByRole('link', { name: 'Forex' });
    expect(link.getAttribute('data-to')).toBe('/markets/forex');
    expect(link.getAttribute('href')).toBe('/app/markets/forex');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
