import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { startTestServer, type TestServer, type Handler } from '../../test/test-server';
import LoginPage from './login-page';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signInWith(handler: Handler, credentials = { email: 'ada@example.com', password: 'plum-violin-harbour' }) {
  server = await startTestServer(handler);
  const onSignedIn = vi.fn();
  renderPage(<LoginPage onSignedIn={onSignedIn} />, { baseUrl: server.url, at: '/login' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { onSignedIn, server };
}

describe('LoginPage', () => {
  it('stores the tokens where the terminal restores them, then opens the dashboard', async () => {
    const { onSignedIn, server: api } = await signInWith((request) =>
      request.path === '/api/v1/auth/signin' ? { json: { accessToken: 'access-1', refreshToken: 'refresh-1' } } : undefined,
    );
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.requests[0]?.json).toEqual({ email: 'ada@example.com', password: 'plum-violin-harbour' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's text when sign-in is refused (spec 8)", async () => {
    const text = 'The email or password is incorrect. After 4 more failed attempts in a row, sign-in is locked for 15 minutes.';
    const { onSignedIn } = await signInWith(() => ({
      status: 401,
      json: { statusCode: 401, code: 'invalid_credentials', message: text },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('falls back to the login-failed message when the server sends no text (spec 8)', async () => {
    const { onSignedIn } = await signInWith(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('falls back to the login-failed message when the server cannot be reached', async () => {
    server = await startTestServer(() => undefined);
    const baseUrl = server.url;
    await server.close();
    server = undefined;
    renderPage(<LoginPage onSignedIn={vi.fn()} />, { baseUrl, at: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-words');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed);
  });

  it('clears the previous error when the person tries again', async () => {
    let attempt = 0;
    const { onSignedIn } = await signInWith(() => {
      attempt += 1;
      return attempt === 1
        ? { status: 401, json: { statusCode: 401, code: 'invalid_credentials', message: 'The email or password is incorrect.' } }
        : { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
    });
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
