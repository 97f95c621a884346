import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@beurs/domain';
import { AccountFiguresList } from '../../layout/account-figures-list';
import { makeUser } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import TransactionsScreen from '../transactions/transactions-screen';
import DepositScreen from './deposit-screen';

const credited: Transaction = {
  id: '55555555-5555-4555-8555-555555555555',
  cause: 'deposit',
  status: 'completed',
  amount: '250.00',
  balance_after: '10250.00',
  method: 'bitcoin',
  order_id: null,
  description: 'Deposit by Bitcoin',
  created_at: '2026-11-29T10:00:00.000Z',
};

describe('Deposit: one write, its busy button and what it brings up to date', () => {
  let deposited = false;
  const server = useTestServices(() => {
    deposited = false;
    return {
      'POST /api/v1/users/': () => ({ json: { user: makeUser(deposited ? { balance: '10250.00', equity: '10250.00' } : {}) } }),
      'POST /api/v1/users/getTransactions': () => ({ json: { transactions: deposited ? [credited] : [] } }),
      'POST /api/v1/users/deposit': () => {
        deposited = true;
        return { delayMs: 300, json: { transaction: credited } };
      },
    };
  });

  it('keeps the button busy while the deposit is sent, then shows the new balance and the ledger entry', async () => {
    renderWithRouter(
      <>
        <AccountFiguresList header />
        <DepositScreen />
        <TransactionsScreen />
      </>,
    );
    const user = userEvent.setup();
    const figures = screen.getByText('Balance').closest('dl') as HTMLElement;
    expect(figures.textContent).toContain('10,000.00 EUR');
    await user.type(await screen.findByLabelText('Amount (EUR)'), '250');
    const button = screen.getByRole('button', { name: 'Deposit virtual funds' });
    await user.click(button);

    // In flight: the button says so and takes no second press.
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);

    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(figures.textContent).toContain('10,250.00 EUR'));
    expect(await screen.findByRole('cell', { name: 'Deposit by Bitcoin' })).toBeTruthy();
    expect(button).toHaveProperty('disabled', false);
    expect(server().count('POST /api/v1/users/deposit')).toBe(1);
    expect(within(screen.getByRole('form', { name: 'Deposit' })).getByLabelText('Amount (EUR)')).toHaveProperty('value', '');
  });
});
