import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('is announced the way the caller says', () => {
    render(
      <Notice tone="warning" role="alert">
        Withdrawals are locked.
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Withdrawals are locked.');
  });

  it('adds no role of its own, so a passing remark is not read out', () => {
    render(<Notice data-testid="notice">The market is closed.</Notice>);
    expect(screen.getByTestId('notice').getAttribute('role')).toBeNull();
  });

  it('titles a panel with a heading at the level asked for', () => {
    render(
      <Notice variant="panel" title="Deposit recorded" headingLevel={2} role="status">
        <p>Credited: 500.00 EUR</p>
      </Notice>,
    );
    const status = screen.getByRole('status');
    expect(status.contains(screen.getByRole('heading', { level: 2, name: 'Deposit recorded' }))).toBe(true);
  });

  it('lets the caller move focus to a result', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Notice ref={ref} variant="text" tabIndex={-1} role="status">
        Bought 0.10 EURUSD.
      </Notice>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
