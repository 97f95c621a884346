import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend', () => {
    render(
      <Fieldset legend="Trading">
        <input type="checkbox" aria-label="One-click trading" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Trading' });
    expect(group.contains(screen.getByRole('checkbox', { name: 'One-click trading' }))).toBe(true);
  });

  it('keeps a hidden legend as the name', () => {
    render(
      <Fieldset legend="Payment method" legendHidden>
        <input type="radio" aria-label="Bitcoin" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeDefined();
    expect(screen.getByText('Payment method').className).toBe('bx-visually-hidden');
  });
});
