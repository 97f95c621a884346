import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dropdown } from './dropdown';

const details = () => {
  const element = screen.getByText('Indicators').closest('details');
  if (!element) throw new Error('no <details>');
  return element;
};

describe('Dropdown', () => {
  // Enter and Space on the summary are the browser's own (no script), which jsdom does not model.
  it('opens and closes from its summary', async () => {
    const user = userEvent.setup();
    render(
      <Dropdown label="Indicators">
        <Button size="small">RSI 14</Button>
      </Dropdown>,
    );
    expect(details().open).toBe(false);
    await user.click(screen.getByText('Indicators'));
    expect(details().open).toBe(true);
    await user.click(screen.getByText('Indicators'));
    expect(details().open).toBe(false);
  });

  it('puts its content in the panel, reachable once open', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Dropdown label="Indicators" open>
        <Button size="small" onClick={onClick}>
          RSI 14
        </Button>
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'RSI 14' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'RSI 14' }).closest('details')).toBe(details());
  });
});
