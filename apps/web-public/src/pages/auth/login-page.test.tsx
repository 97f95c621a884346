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

  it("shows the server's text when sign-in is refused (contract §8)", async () => {
    const text = 'The email or password is incorrect. After 4 more failed attempts in a row, sign-in is locked for 15 minutes.';
    const { onSignedIn } = await signInWith(() => ({
      status: 401,
      json: { statusCode: 401, code: 'invalid_credentials', message: text },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('falls back to the login-failed message when the server sends no text (contract §8)', async () => {
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

  describe('with two-factor sign-in on', () => {
    const challenge = { second_factor_required: true, challenge_token: 'challenge-1', expires_at: '2026-11-23T14:35:00.000Z' };

    it('asks for the code after the password, then stores the tokens and opens the dashboard', async () => {
      const { onSignedIn, server: api } = await signInWith((request) =>
        request.path === '/api/v1/auth/signin'
          ? { json: challenge }
          : request.path === '/api/v1/auth/signin/second-factor'
            ? { json: { accessToken: 'access-2fa', refreshToken: 'refresh-2fa' } }
            : undefined,
      );
      const code = await screen.findByLabelText('Authentication code');
      // Focus moves in an effect after the field renders: wait for it rather than racing it.
      await waitFor(() => expect(document.activeElement).toBe(code));
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBeNull();
      expect(onSignedIn).not.toHaveBeenCalled();
      const user = userEvent.setup();
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(api.requests[1]?.json).toEqual({ challenge_token: 'challenge-1', code: '123456' });
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('access-2fa');
    });

    it("shows the server's text for a wrong code and lets the person try again", async () => {
      const text =
        'The code is not correct. Check that the time on your phone is set automatically, and use the newest code. After 4 more wrong codes in a row, codes are refused for 15 minutes.';
      let attempt = 0;
      const { onSignedIn } = await signInWith((request) => {
        if (request.path === '/api/v1/auth/signin') return { json: challenge };
        attempt += 1;
        return attempt === 1
          ? {
              status: 401,
              json: {
                statusCode: 401,
                code: 'wrong_second_factor',
                message: text,
                fields: [{ path: 'code', message: 'The code is not correct.' }],
              },
            }
          : { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(onSignedIn).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText('Authentication code'));
      await user.type(screen.getByLabelText('Authentication code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    });

    it('takes a recovery code instead, for someone without their phone', async () => {
      const { onSignedIn, server: api } = await signInWith((request) =>
        request.path === '/api/v1/auth/signin' ? { json: challenge } : { json: { accessToken: 'access-3', refreshToken: 'refresh-3' } },
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      const field = screen.getByLabelText('Recovery code');
      expect(screen.queryByLabelText('Authentication code')).toBeNull();
      expect(document.activeElement).toBe(field);
      await user.type(field, 'abcd-efgh-jkmn');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(api.requests[1]?.json).toEqual({ challenge_token: 'challenge-1', recovery_code: 'abcd-efgh-jkmn' });
    });

    it('goes back to the password, with the reason, when the challenge has expired', async () => {
      const text = 'This sign-in has expired or was already completed. Sign in with your email and password again.';
      await signInWith((request) =>
        request.path === '/api/v1/auth/signin'
          ? { json: challenge }
          : { status: 401, json: { statusCode: 401, code: 'challenge_expired', message: text } },
      );
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByLabelText('Password')).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    });
  });
});
