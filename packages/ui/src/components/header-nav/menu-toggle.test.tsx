import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { headerNavLinkClassName, headerNavListClassName } from './header-nav-class-names';
import { MenuToggle } from './menu-toggle';

describe('MenuToggle', () => {
  it('is a button named Menu that says whether the menu is open', () => {
    const { rerender } = render(<MenuToggle expanded={false} aria-controls="main-menu" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('main-menu');
    rerender(<MenuToggle expanded aria-controls="main-menu" />);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('is pressed from the keyboard and hands its ref to the caller', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<MenuToggle ref={ref} expanded={false} onClick={onClick} />);
    ref.current?.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});

describe('header navigation classes', () => {
  it('add the app class to the look, and mark the open panel', () => {
    expect(headerNavLinkClassName({ className: 'main-nav__link' })).toBe('bx-header-nav__link main-nav__link');
    expect(headerNavListClassName({ open: false })).toBe('bx-header-nav');
    expect(headerNavListClassName({ open: true, className: 'main-nav__list' })).toBe('bx-header-nav bx-header-nav--open main-nav__list');
  });
});
