import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@beurs/domain';
import { makeUser } from '../test/fixtures';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import TransactionsScreen from '../screens/transactions/transactions-screen';
import { DemoTopUpButton } from './demo-top-up-button';

const topUp: Transaction = {
  id: '66666666-6666-4666-8666-666666666666',
  cause: 'demo_top_up',
  status: 'completed',
  amount: '1200.00',
  balance_after: '10000.00',
  method: null,
  order_id: null,
  description: 'Demo top-up to 10,000.00 EUR: virtual funds only',
  created_at: '2026-11-29T10:00:00.000Z',
};
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

describe('Demo top-up (product rule 7)', () => {
  let toppedUp = false;
  const server = useTestServices(() => {
    toppedUp = false;
    return {
      'POST /api/v1/users/': () => ({ json: { user: makeUser(toppedUp ? { credit_available_at: TOMORROW } : {}) } }),
      'POST /api/v1/users/getTransactions': () => ({ json: { transactions: toppedUp ? [topUp] : [] } }),
      'POST /api/v1/users/giveMeCredit': () => {
        toppedUp = true;
        return { delayMs: 300, json: { transaction: topUp } };
      },
    };
  });

  it('is busy while asked, says what it did, then lists the top-up and offers the next one tomorrow', async () => {
    renderWithRouter(
      <>
        <DemoTopUpButton />
        <TransactionsScreen />
      </>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Demo top-up' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);

    expect(await within(screen.getByRole('list', { name: 'Notifications' })).findByText(topUp.description)).toBeTruthy();
    // The user read again says when the next top-up is offered; the ledger read again lists this one.
    expect(await screen.findByText(/^Available again /)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: topUp.description })).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button).toHaveProperty('disabled', true);
    expect(server().count('POST /api/v1/users/giveMeCredit')).toBe(1);
  });
});
