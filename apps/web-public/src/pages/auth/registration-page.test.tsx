import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { startTestServer, type Handler, type TestServer } from '../../test/test-server';
import LoginPage from './login-page';
import RegistrationPage from './registration-page';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const COUNTRIES = {
  countries: [
    { id: 528, name: 'Netherlands', code: 'NL', phone_code: '+31' },
    { id: 276, name: 'Germany', code: 'DE', phone_code: '+49' },
  ],
};

function api(signup: Handler): Handler {
  return (request) => (request.path === '/api/v1/countries/' ? { json: COUNTRIES } : signup(request));
}

async function openForm(signup: Handler) {
  server = await startTestServer(api(signup));
  renderPage(<RegistrationPage />, {
    baseUrl: server.url,
    at: '/registration',
    routes: { '/login': <LoginPage onSignedIn={vi.fn()} /> },
  });
  await screen.findByRole('option', { name: 'Netherlands (+31)' });
  return { user: userEvent.setup(), server };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'plum-violin-harbour');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.selectOptions(screen.getByLabelText('Country'), 'Netherlands (+31)');
  await user.type(screen.getByLabelText('Phone number'), '+31 20 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /risk warning/ }));
}

describe('RegistrationPage', () => {
  it('lists the countries of /countries/ and shows the password rules', async () => {
    await openForm(() => undefined);
    expect(screen.getByRole('option', { name: 'Germany (+49)' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/At least 8 characters/)).toBeTruthy();
  });

  it('sends the form as the contract names it and opens the sign-in page with a notice', async () => {
    const { user, server: backend } = await openForm((request) =>
      request.path === '/api/v1/auth/signup'
        ? {
            json: { ok: true, message: 'Registration received. Sign in with your email and password to start trading with virtual funds.' },
          }
        : undefined,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open my demo account' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Registration received. Sign in with your email and password to start trading with virtual funds.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(backend.requests.find((request) => request.path === '/api/v1/auth/signup')?.json).toEqual({
      email: 'ada@example.com',
      password: 'plum-violin-harbour',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+31 20 123 4567',
      country_id: 528,
      accept_terms: true,
      accept_risk_warning: true,
    });
  });

  it("shows the server's field errors beside the fields and at the top", async () => {
    const fields = [
      { path: 'email', message: 'Enter a valid email address, like name@example.com' },
      { path: 'country_id', message: 'Choose your country' },
      { path: 'accept_terms', message: 'You must accept the terms and conditions' },
      { path: 'accept_risk_warning', message: 'You must confirm that you have read the risk warning' },
    ];
    const { user } = await openForm(() => ({
      status: 400,
      json: { statusCode: 400, code: 'validation_failed', message: fields[0]?.message, fields },
    }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Open my demo account' }));

    const summary = await screen.findByRole('alert');
    for (const field of fields) expect(within(summary).getByRole('link', { name: field.message })).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toContain(
      fields[0]?.message,
    );
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must accept the terms and conditions',
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('shows a refused weak password beside the password field', async () => {
    const message = 'Password is too easy to guess (Fair, 2 of 4; at least 3 is needed). Add more words that are less common.';
    const { user } = await openForm(() => ({
      status: 400,
      json: { statusCode: 400, code: 'validation_failed', message, fields: [{ path: 'password', message }] },
    }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open my demo account' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('scores the password while it is typed, with the advice of the estimator', async () => {
    const { user } = await openForm(() => undefined);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Beurs2026');
    // The real zxcvbn, loaded on first use: the dictionaries take a moment.
    expect(await screen.findByText('Strength: Weak (1 of 4). At least Strong (3 of 4) is needed.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('meter', { name: /^Strength: Weak/ })).toBeTruthy();
    expect(screen.getByText('There should not be any personal or page related data.')).toBeTruthy();
    expect(screen.getByText('Add more words that are less common.')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'orchid kettle gravel lantern');
    expect(await screen.findByText('Strength: Very strong (4 of 4).')).toBeTruthy();
  });

  it('counts the email and names typed in the form as known words', async () => {
    const { user } = await openForm(() => undefined);
    await user.type(screen.getByLabelText('Password'), 'Oosterhuis2026!');
    expect(await screen.findByText('Strength: Very strong (4 of 4).', {}, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Last name'), 'Oosterhuis');
    expect(await screen.findByText(/^Strength: Fair \(2 of 4\)/)).toBeTruthy();
  });

  it('only logs a failure that is not about the input (contract §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openForm(() => ({ status: 500, json: { statusCode: 500, code: 'internal_error', message: 'Something broke' } }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Open my demo account' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Registration failed', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Something broke')).toBeNull();
    expect((screen.getByRole('button', { name: 'Open my demo account' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
