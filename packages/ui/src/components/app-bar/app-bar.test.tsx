import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppBar } from './app-bar';
import { appBarLinkClassName } from './app-bar-link-class-name';

describe('AppBar', () => {
  it('is the banner landmark and keeps the app its own classes', () => {
    render(
      <AppBar className="t-header">
        <a href="/" className={appBarLinkClassName({ variant: 'brand', className: 't-brand' })}>
          Beurs
        </a>
      </AppBar>,
    );
    expect(screen.getByRole('banner').className).toBe('bx-app-bar t-header');
    expect(screen.getByRole('link', { name: 'Beurs' }).className).toBe('bx-app-bar__link bx-app-bar__link--brand t-brand');
  });

  it('gives action links their own class', () => {
    expect(appBarLinkClassName({ variant: 'action' })).toBe('bx-app-bar__link bx-app-bar__link--action');
  });
});
