import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideText } from './side-text';

describe('SideText', () => {
  it('keeps the words that name the side, coloured by it', () => {
    render(
      <>
        <SideText side="buy">Buy 0.10</SideText>
        <SideText side="sell">Sell 1.00</SideText>
      </>,
    );
    expect(screen.getByText('Buy 0.10').className).toBe('bx-side-text--buy');
    expect(screen.getByText('Sell 1.00').className).toBe('bx-side-text--sell');
  });

  it('adds a caller’s class for layout', () => {
    render(
      <SideText side="sell" className="t-stack">
        Sell 2.00
      </SideText>,
    );
    expect(screen.getByText('Sell 2.00').className).toBe('bx-side-text--sell t-stack');
  });
});
