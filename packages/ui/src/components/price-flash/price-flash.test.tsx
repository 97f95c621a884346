import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceFlash } from './price-flash';

describe('PriceFlash', () => {
  it('shows the price as given and does not flash before it changes', () => {
    render(<PriceFlash value="1.08490" data-testid="bid" />);
    const price = screen.getByTestId('bid');
    expect(price.textContent).toBe('1.08490');
    expect(price.getAttribute('data-flash')).toBeNull();
  });

  it('flashes up on a rise and down on a fall', () => {
    const { rerender } = render(<PriceFlash value="1.08490" data-testid="bid" />);
    rerender(<PriceFlash value="1.08501" data-testid="bid" />);
    expect(screen.getByTestId('bid').getAttribute('data-flash')).toBe('up');
    expect(screen.getByTestId('bid').className).toContain('bx-price-flash--up');
    rerender(<PriceFlash value="1.08470" data-testid="bid" />);
    expect(screen.getByTestId('bid').getAttribute('data-flash')).toBe('down');
  });

  it('restarts the tint on each change: the element is a new one', () => {
    const { rerender } = render(<PriceFlash value="1.0850" data-testid="bid" />);
    rerender(<PriceFlash value="1.0851" data-testid="bid" />);
    const first = screen.getByTestId('bid');
    rerender(<PriceFlash value="1.0852" data-testid="bid" />);
    expect(screen.getByTestId('bid')).not.toBe(first);
  });

  it('compares as decimals: "1.1" after "1.10" is no move, so the last direction stays', () => {
    const { rerender } = render(<PriceFlash value="1.00" data-testid="bid" />);
    rerender(<PriceFlash value="1.10" data-testid="bid" />);
    const flashed = screen.getByTestId('bid');
    rerender(<PriceFlash value="1.1" data-testid="bid" />);
    expect(screen.getByTestId('bid')).toBe(flashed);
    expect(flashed.textContent).toBe('1.1');
    expect(flashed.getAttribute('data-flash')).toBe('up');
  });
});
