import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('writes an amount exactly, grouped, with its currency', () => {
    render(<Money value="12345678901234567.895" currency="EUR" />);
    expect(screen.getByText('12,345,678,901,234,567.90 EUR').className).toBe('bx-money');
  });

  it('signs a P&L and gives it the trading colour of its sign', () => {
    render(
      <>
        <Money value="12.5" currency="EUR" kind="pnl" />
        <Money value="-3" currency="EUR" kind="pnl" />
        <Money value="-0.001" currency="EUR" kind="pnl" />
      </>,
    );
    expect(screen.getByText('+12.50 EUR').className).toContain('bx-money--positive');
    expect(screen.getByText('−3.00 EUR').className).toContain('bx-money--negative');
    expect(screen.getByText('0.00 EUR').className).toContain('bx-money--flat');
  });
});
