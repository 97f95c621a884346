import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Toolbar } from './toolbar';

describe('Toolbar', () => {
  it('is a toolbar named by its label, holding its buttons', () => {
    render(
      <Toolbar label="Timeframe">
        <Button aria-pressed>1m</Button>
        <Button aria-pressed={false}>5m</Button>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Timeframe' });
    expect(within(toolbar).getByRole('button', { name: '1m' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: '5m' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is a group when asked, not a toolbar', () => {
    render(
      <Toolbar label="One-click trading on EURUSD" role="group">
        <Button variant="sell">Sell</Button>
        <Button variant="buy">Buy</Button>
      </Toolbar>,
    );
    expect(screen.getByRole('group', { name: 'One-click trading on EURUSD' })).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('keeps a Tab stop on every button', async () => {
    const user = userEvent.setup();
    render(
      <Toolbar label="Timeframe">
        <Button>1m</Button>
        <Button>5m</Button>
      </Toolbar>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1m' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '5m' }));
  });
});
