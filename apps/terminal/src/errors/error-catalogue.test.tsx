import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, frozenAccountMessage } from '@beurs/domain';
import { makeOrder, makeSymbol, makeUser } from '../test/fixtures';
import { setCachedOrders, setCachedSymbols, setCachedUser } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import type { Reply } from '../test/http-test-server';
import OrdersScreen from '../screens/orders/orders-screen';
import WithdrawalScreen from '../screens/withdrawal/withdrawal-screen';
import SecurityScreen from '../screens/security/security-screen';
import VerificationScreen from '../screens/verification/verification-screen';
import AccountScreen from '../screens/account/account-screen';
import DepositScreen from '../screens/deposit/deposit-screen';
import TransactionsScreen from '../screens/transactions/transactions-screen';
import { OrderTicket } from '../ticket/order-ticket';
import { DemoTopUpButton } from '../components/demo-top-up-button';

const FROZEN: Reply = { status: 403, json: { statusCode: 403, code: 'account_frozen', message: 'Account frozen' } };
const FROZEN_TEXT = frozenAccountMessage('help@test-broker.example');
const transaction = {
  id: '33333333-3333-4333-8333-333333333333',
  cause: 'withdrawal',
  status: 'completed',
  amount: '-50.00',
  balance_after: '9950.00',
  method: 'bitcoin',
  order_id: null,
  description: 'Withdrawal',
  created_at: '2026-11-22T10:00:00.000Z',
};
const document = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'passport',
  status: 'pending_review',
  content_type: 'image/png',
  size: 10,
  url: '/x',
  uploaded_at: '2026-11-22T10:00:00.000Z',
};

async function fillWithdrawal() {
  await userEvent.type(screen.getByLabelText('Wallet or account'), 'bc1qmine');
  await userEvent.type(screen.getByLabelText('Amount (EUR)'), '50');
  await userEvent.type(screen.getByLabelText('PIN'), '2468');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('error catalogue (contract §8), each message where the spec puts it', () => {
  const server = useTestServices(() => ({
    'POST /api/v1/users/getPhoto': { json: { photo: [] } },
    'POST /api/v1/users/activities': { json: { activities: [] } },
    'GET /api/v1/countries/': { json: { countries: [] } },
  }));

  it("withdrawal: 'Withdrawal successful'", async () => {
    server().route({ 'POST /api/v1/users/withdrawal': { json: { transaction } } });
    renderWithRouter(<WithdrawalScreen />);
    await fillWithdrawal();
    expect(await screen.findByText(MESSAGES.withdrawalSuccessful)).toBeTruthy();
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
  });

  it('withdrawal of a frozen account: the frozen message with the support email', async () => {
    server().route({ 'POST /api/v1/users/withdrawal': FROZEN });
    renderWithRouter(<WithdrawalScreen />);
    await fillWithdrawal();
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
  });

  it('withdrawal with a wrong PIN: the server text, and the PIN lock explained', async () => {
    const message = 'The PIN is not correct. 4 more wrong PINs in a row will lock withdrawals for 15 minutes.';
    server().route({
      'POST /api/v1/users/withdrawal': {
        status: 403,
        json: { statusCode: 403, code: 'wrong_pin', message, fields: [{ path: 'pin', message: 'The PIN is not correct.' }] },
      },
    });
    renderWithRouter(<WithdrawalScreen />);
    expect(screen.getByText(/5 wrong PINs in a row lock withdrawals for 15 minutes/)).toBeTruthy();
    await fillWithdrawal();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('The PIN is not correct.')).toBeTruthy();
  });

  it('withdrawal while locked shows until when', () => {
    setCachedUser(makeUser({ pin_locked_until: new Date(Date.now() + 600_000).toISOString() }));
    renderWithRouter(<WithdrawalScreen />);
    expect(screen.getByText(/Withdrawals are locked until/).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it("PIN: 'Code saved successfully', then the user is reloaded", async () => {
    server().route({ 'POST /api/v1/users/savePin': { json: { ok: true, message: MESSAGES.codeSaved } } });
    renderWithRouter(<SecurityScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), '2468');
    await userEvent.type(screen.getByLabelText('New PIN'), '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText(MESSAGES.codeSaved)).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/users/savePin')?.body).toEqual({
      code: '1357',
      current_code: '2468',
    });
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
  });

  it('PIN and wallet identification of a frozen account: the frozen message', async () => {
    server().route({ 'POST /api/v1/users/savePin': FROZEN, 'POST /api/v1/users/wallet/identification/set': FROZEN });
    renderWithRouter(<SecurityScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), '2468');
    await userEvent.type(screen.getByLabelText('New PIN'), '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Wallet or account'), 'bc1q');
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    await waitFor(() => expect(screen.getAllByText(FROZEN_TEXT).length).toBeGreaterThanOrEqual(1));
    expect(server().count('POST /api/v1/users/wallet/identification/set')).toBe(1);
  });

  it("uploads: 'Passport uploaded successfully' and 'Card uploaded successfully'", async () => {
    server().route({
      'POST /api/v1/users/uploadPassport': { json: { document } },
      'POST /api/v1/users/uploadCard': { json: { document: { ...document, kind: 'card' } } },
    });
    renderWithRouter(<VerificationScreen />);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Passport file'), png);
    expect(screen.getByAltText('Preview of passport.png')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload passport' }));
    expect(await screen.findByText(MESSAGES.passportUploaded)).toBeTruthy();
    const pdf = new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Payment card file'), pdf);
    expect(screen.getAllByText('card.pdf').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Upload payment card' }));
    expect(await screen.findByText(MESSAGES.cardUploaded)).toBeTruthy();
  });

  it('upload of a frozen account: the frozen message', async () => {
    server().route({ 'POST /api/v1/users/uploadPassport': FROZEN });
    renderWithRouter(<VerificationScreen />);
    await userEvent.upload(screen.getByLabelText('Passport file'), new File(['x'], 'p.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload passport' }));
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
  });

  it("password: 'Password changed successfully', or the server's text", async () => {
    server().route({ 'POST /api/v1/users/password/change': { json: { ok: true } } });
    renderWithRouter(<AccountScreen />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    const refusal = 'The current password is not correct.';
    server().route({
      'POST /api/v1/users/password/change': { status: 400, json: { statusCode: 400, code: 'validation_failed', message: refusal } },
    });
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'three unrelated words');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('profile update of a frozen account: the frozen message', async () => {
    server().route({ 'POST /api/v1/users/client/update': FROZEN });
    renderWithRouter(<AccountScreen />);
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
  });

  it('closing a closed order: the warning, as a warning', async () => {
    server().route({
      'POST /api/v1/orders/close': {
        status: 409,
        json: { statusCode: 409, code: 'order_already_closed', message: MESSAGES.orderAlreadyClosed },
      },
    });
    setCachedOrders([makeOrder({ instrument_id: 'EURUSD' })]);
    renderWithRouter(<OrdersScreen />);
    await userEvent.click(screen.getByRole('button', { name: /Close buy 0.10 EURUSD/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    const toast = await screen.findByText(MESSAGES.orderAlreadyClosed);
    expect(toast.closest('.bx-toast')?.className).toMatch(/warning/);
  });

  it('opening or closing an order on a frozen account: the frozen message', async () => {
    const symbol = makeSymbol();
    setCachedSymbols([symbol]);
    server().route({ 'POST /api/v1/orders/open': FROZEN });
    renderWithRouter(<OrderTicket symbol={symbol} />);
    await userEvent.click(screen.getByRole('button', { name: /Buy 0.01 ADYEN/ }));
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
  });

  it('demo top-up of a frozen account: the frozen message', async () => {
    server().route({ 'POST /api/v1/users/giveMeCredit': FROZEN });
    renderWithRouter(<DemoTopUpButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo top-up' }));
    expect(await screen.findByText(FROZEN_TEXT)).toBeTruthy();
  });

  it('deposit failures are only logged; a refused field is marked for the person to fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server().route({
      'POST /api/v1/users/deposit': {
        status: 400,
        json: {
          statusCode: 400,
          code: 'validation_failed',
          message: 'Amount must be at least 10 EUR',
          fields: [{ path: 'amount', message: 'Amount must be at least 10 EUR' }],
        },
      },
    });
    renderWithRouter(<DepositScreen />);
    await userEvent.type(await screen.findByLabelText('Amount (EUR)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit virtual funds' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Deposit failed', expect.anything()));
    expect(screen.getByText('Amount must be at least 10 EUR')).toBeTruthy();
    expect(visibleToasts()).toEqual([]);
  });

  it('a deposit amount in exponent notation is refused by the form itself, and nothing is sent', async () => {
    renderWithRouter(<DepositScreen />);
    await userEvent.type(await screen.findByLabelText('Amount (EUR)'), '1e100000000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit virtual funds' }));
    expect(
      await screen.findByText('Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3'),
    ).toBeTruthy();
    expect(server().requests.some((request) => request.path === '/api/v1/users/deposit')).toBe(false);
  });

  it('list-loading failures are only logged: no toast, a neutral state with a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server().route({
      'POST /api/v1/users/getTransactions': { status: 500, json: { statusCode: 500, code: 'internal_error', message: 'Database down' } },
    });
    renderWithRouter(<TransactionsScreen />);
    expect(await screen.findByText('Could not load the transactions')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('Database down')).toBeNull();
    expect(visibleToasts()).toEqual([]);
  });
});

function visibleToasts(): string[] {
  return [...window.document.querySelectorAll('.bx-toast')].map((toast) => toast.textContent ?? '');
}
