import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop of the Tab order and points at #main', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <button type="button">Menu</button>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
  });

  it('takes its own target and words', () => {
    render(<SkipLink href="#ticket">Skip to the order ticket</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to the order ticket' }).getAttribute('href')).toBe('#ticket');
  });
});
