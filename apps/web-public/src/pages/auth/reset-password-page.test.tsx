import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_MESSAGES } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { startTestServer, type Handler, type TestServer } from '../../test/test-server';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import ResetPasswordPage, { readResetToken } from './reset-password-page';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const RESET_PATH = '/api/v1/auth/password-reset/confirm';

async function openLink(handler: Handler, at = '/reset-password#token=token-from-email') {
  server = await startTestServer(handler);
  // The page is also routed by its path alone: `at` carries the link's fragment, which no route path has.
  renderPage(<ResetPasswordPage />, {
    baseUrl: server.url,
    at,
    routes: {
      '/reset-password': <ResetPasswordPage />,
      '/login': <LoginPage onSignedIn={vi.fn()} />,
      '/forgot-password': <ForgotPasswordPage />,
    },
  });
  return { user: userEvent.setup(), server };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password = 'lantern orchard velvet compass') {
  await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it("sends the link's token with the new password, then opens sign-in with the success message", async () => {
    const { user, server: api } = await openLink((request) =>
      request.path === RESET_PATH ? { json: { ok: true, message: PASSWORD_RESET_MESSAGES.done } } : undefined,
    );
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PASSWORD_RESET_MESSAGES.done);
    expect(api.requests.filter((request) => request.path === RESET_PATH).map((request) => request.json)).toEqual([
      { token: 'token-from-email', new_password: 'lantern orchard velvet compass' },
    ]);
  });

  it("shows an expired link's message with a way to ask for a new one", async () => {
    const text = 'This link has expired: reset links work for 30 minutes. Ask for a new one.';
    const { user } = await openLink((request) =>
      request.path === RESET_PATH ? { status: 400, json: { statusCode: 400, code: 'reset_link_invalid', message: text } } : undefined,
    );
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('shows a weak password refusal beside the field, with the sign-up wording', async () => {
    const message = 'New password is too easy to guess (Weak, 1 of 4; at least 3 is needed). Add another word or two.';
    const { user } = await openLink((request) =>
      request.path === RESET_PATH
        ? { status: 400, json: { statusCode: 400, code: 'validation_failed', message, fields: [{ path: 'new_password', message }] } }
        : undefined,
    );
    await submit(user, 'qwerty123');
    await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what to do when opened without a link', async () => {
    await openLink(() => undefined, '/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('needs the link from the password-reset email');
    expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('readResetToken', () => {
  it('reads the token from the fragment of a reset link', () => {
    expect(readResetToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(readResetToken('')).toBeNull();
    expect(readResetToken('#token=')).toBeNull();
  });
});
