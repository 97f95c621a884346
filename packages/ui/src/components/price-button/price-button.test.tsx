import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceButton } from './price-button';

describe('PriceButton', () => {
  it('is named by the price shown, then the action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<PriceButton side="sell" price="60000.10" actionLabel="one click: sell BTCUSD" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '60000.10, one click: sell BTCUSD' });
    expect(button.className).toContain('bx-price-button--sell');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the decimal text exactly, past what a float holds', () => {
    render(<PriceButton side="buy" price="12345678901234567.80" actionLabel="one click: buy BIG" />);
    expect(screen.getByRole('button', { name: '12345678901234567.80, one click: buy BIG' })).toBeDefined();
  });

  it('renders the price through renderPrice, keeping the name', () => {
    render(<PriceButton side="buy" price="1.08519" actionLabel="one click: buy EURUSD" renderPrice={(price) => <mark>{price}</mark>} />);
    const button = screen.getByRole('button', { name: '1.08519, one click: buy EURUSD' });
    expect(button.querySelector('mark')?.textContent).toBe('1.08519');
  });

  it('does nothing when disabled, e.g. while the market is closed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<PriceButton side="buy" price="250.00" actionLabel="one click: buy AAPL" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: '250.00, one click: buy AAPL' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
