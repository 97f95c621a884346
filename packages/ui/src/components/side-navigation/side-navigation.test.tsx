import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { navLinkClassName } from './nav-link-class-name';
import { SideNavigation } from './side-navigation';

function Harness() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <SideNavigation label="Screens" collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} expandLabel="Show all screens">
      <a href="/orders">Orders</a>
    </SideNavigation>
  );
}

describe('SideNavigation', () => {
  it('is a named navigation landmark without a toggle unless asked', () => {
    render(
      <SideNavigation label="Screens">
        <a href="/orders">Orders</a>
      </SideNavigation>,
    );
    expect(screen.getByRole('navigation', { name: 'Screens' })).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles with a button that says what it will do and whether the list is expanded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const collapse = screen.getByRole('button', { name: 'Collapse the menu' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Show all screens' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('navigation').className).toContain('bx-side-nav--collapsed');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <SideNavigation label="Screens" onToggle={onToggle}>
        <a href="/orders">Orders</a>
      </SideNavigation>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledOnce();
  });
});

describe('navLinkClassName', () => {
  it('marks the current link and keeps the caller classes', () => {
    expect(navLinkClassName()).toBe('bx-nav-link');
    expect(navLinkClassName({ active: true, className: 't-nav-link' })).toBe('bx-nav-link bx-nav-link--active t-nav-link');
  });
});
