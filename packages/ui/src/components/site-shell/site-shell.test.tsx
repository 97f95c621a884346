import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteShell } from './site-shell';

describe('SiteShell', () => {
  it('holds the landmarks it is given, unchanged', () => {
    render(
      <SiteShell className="site" data-testid="shell">
        <header>Beurs</header>
        <main id="main" tabIndex={-1}>
          <h1>Home</h1>
        </main>
      </SiteShell>,
    );
    const shell = screen.getByTestId('shell');
    expect(shell.className).toBe('bx-site-shell site');
    expect(screen.getByRole('banner').textContent).toBe('Beurs');
    expect(screen.getByRole('main')).toBe(shell.querySelector('main'));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});
