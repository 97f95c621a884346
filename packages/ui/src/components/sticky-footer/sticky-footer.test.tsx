import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickyFooter } from './sticky-footer';

describe('StickyFooter', () => {
  it('holds the submit button and keeps the caller’s layout class and props', () => {
    render(
      <form aria-label="Ticket">
        <StickyFooter className="ticket-submit" data-testid="footer">
          <button type="submit">Buy</button>
        </StickyFooter>
      </form>,
    );
    const footer = screen.getByTestId('footer');
    expect(footer.className).toBe('bx-sticky-footer ticket-submit');
    expect(footer.contains(screen.getByRole('button', { name: 'Buy' }))).toBe(true);
  });
});
