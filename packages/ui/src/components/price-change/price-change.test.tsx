import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './price-change';

describe('PriceChange', () => {
  it('shows a rise with a + sign and an up arrow, and says "up"', () => {
    render(<PriceChange value="1.25" percent="0.85" />);
    const change = screen.getByRole('img', { name: 'Up 1.25 (0.85 percent)' });
    expect(change.textContent).toBe('▲+1.25 (+0.85%)');
    expect(change.className).toContain('bx-price-change--up');
  });

  it('shows a fall with a minus sign (U+2212) and a down arrow, and says "down"', () => {
    render(<PriceChange value="-1234.5" percent="-3.2" label="24h change" />);
    const change = screen.getByRole('img', { name: '24h change: down 1,234.50 (3.20 percent)' });
    expect(change.textContent).toBe('▼−1,234.50 (−3.20%)');
    expect(change.className).toContain('bx-price-change--down');
  });

  it('shows a percent alone, as the instrument lists do', () => {
    render(<PriceChange percent="1.775" label="Change today" />);
    const change = screen.getByRole('img', { name: 'Change today: up 1.78 percent' });
    expect(change.textContent).toBe('▲+1.78%');
  });

  it('calls a change that rounds to zero unchanged, without a sign', () => {
    render(<PriceChange value="-0.001" />);
    const change = screen.getByRole('img', { name: 'Unchanged 0.00' });
    expect(change.textContent).toBe('■0.00');
  });

  it('is exact past what a float holds, and uses the given decimals and locale', () => {
    render(<PriceChange value="12345678901234567.89" locale="nl" />);
    expect(screen.getByRole('img', { name: 'Up 12.345.678.901.234.567,89' })).toBeDefined();
    render(<PriceChange value="0.00042" decimals={5} />);
    expect(screen.getByRole('img', { name: 'Up 0.00042' })).toBeDefined();
  });
});
