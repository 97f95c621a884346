import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import TransactionsScreen from './transactions-screen';

describe('Transactions export', () => {
  const server = useTestServices(() => ({
    'POST /api/v1/users/getTransactions': { json: { transactions: [] } },
    'GET /api/v1/users/transactions.csv': { json: { ok: true } },
  }));
  const downloads: string[] = [];
  // What the environment had before, put back after: test files share one environment here.
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  beforeAll(() => {
    // jsdom has no object URLs; the download needs one to hand the file to the browser.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        downloads.push('blob:transactions');
        return 'blob:transactions';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  });
  afterAll(() => {
    if (original.create) Object.defineProperty(URL, 'createObjectURL', original.create);
    else Reflect.deleteProperty(URL, 'createObjectURL');
    if (original.revoke) Object.defineProperty(URL, 'revokeObjectURL', original.revoke);
    else Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("downloads the server's CSV of every transaction with the session token", async () => {
    renderWithRouter(<TransactionsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server().count('GET /api/v1/users/transactions.csv')).toBe(1));
    expect(server().requests.find((request) => request.path === '/api/v1/users/transactions.csv')?.headers.authorization).toBe(
      'Bearer access-1',
    );
    await waitFor(() => expect(downloads).toEqual(['blob:transactions']));
  });

  it('asks for a fresh token once when the session token has expired, then downloads', async () => {
    let calls = 0;
    server().route({
      'GET /api/v1/users/transactions.csv': () => {
        calls += 1;
        return calls === 1 ? { status: 401, json: { statusCode: 401, code: 'token_expired', message: 'Expired' } } : { json: { ok: true } };
      },
      'POST /api/v1/auth/refresh': { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
    });
    renderWithRouter(<TransactionsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(
      server()
        .requests.filter((request) => request.path === '/api/v1/users/transactions.csv')
        .map((request) => request.headers.authorization),
    ).toEqual(['Bearer access-1', 'Bearer access-2']);
  });
});
