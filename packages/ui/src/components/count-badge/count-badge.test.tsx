import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count', () => {
    render(<CountBadge count={12} />);
    expect(screen.getByText('12').className).toBe('bx-count-badge');
  });

  it('renders nothing for zero', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.childElementCount).toBe(0);
  });

  it('stays out of the accessible name when hidden, so the link words carry the count', () => {
    render(
      <a href="/notifications">
        Notifications<span className="bx-visually-hidden"> (2 unread)</span>
        <CountBadge count={2} aria-hidden="true" />
      </a>,
    );
    // jsdom drops the space before the hidden words; what matters is no "2" of the badge after them.
    expect(screen.getByRole('link', { name: /^Notifications\s*\(2 unread\)$/ })).toBeDefined();
  });
});
