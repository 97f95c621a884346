import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkCard } from './link-card';

describe('LinkCard', () => {
  it('is one link named by all its content', () => {
    render(
      <LinkCard href="/instrument/EURUSD">
        <span>EURUSD</span> <span>Euro / US Dollar</span>
      </LinkCard>,
    );
    expect(screen.getByRole('link', { name: 'EURUSD Euro / US Dollar' }).getAttribute('href')).toBe('/instrument/EURUSD');
  });

  it('renders through the given router link and keeps the caller’s class', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkCard
        href="/instrument/AAPL"
        className="t-featured__link"
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      >
        AAPL
      </LinkCard>,
    );
    const link = screen.getByRole('link', { name: 'AAPL' });
    expect(link.className).toBe('bx-link-card t-featured__link');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/instrument/AAPL');
  });
});
