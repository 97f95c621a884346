import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_MESSAGES } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { startTestServer, type Handler, type TestServer } from '../../test/test-server';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function askFor(email: string, handler: Handler) {
  server = await startTestServer(handler);
  renderPage(<ForgotPasswordPage />, {
    baseUrl: server.url,
    at: '/forgot-password',
    routes: { '/login': <LoginPage onSignedIn={vi.fn()} /> },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { user, server };
}

describe('ForgotPasswordPage', () => {
  it("sends the email and shows the server's neutral answer, with the way back to sign-in", async () => {
    const { server: api } = await askFor('ada@example.com', (request) =>
      request.path === '/api/v1/auth/password-reset/request'
        ? { json: { ok: true, message: PASSWORD_RESET_MESSAGES.requested } }
        : undefined,
    );
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.requested);
    expect(api.requests.map((request) => [request.method, request.path, request.json])).toEqual([
      ['POST', '/api/v1/auth/password-reset/request', { email: 'ada@example.com' }],
    ]);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's refusal, such as the abuse limit, and keeps the form", async () => {
    const text = 'Too many password-reset requests from your address: at most 10 in 15 minutes. Try again in 14 minutes.';
    await askFor('ada@example.com', () => ({ status: 429, json: { statusCode: 429, code: 'too_many_requests', message: text } }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('says the request could not be sent when the server cannot be reached', async () => {
    server = await startTestServer(() => undefined);
    const baseUrl = server.url;
    await server.close();
    server = undefined;
    renderPage(<ForgotPasswordPage />, { baseUrl, at: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be sent');
  });
});

describe('LoginPage', () => {
  it('links to the forgotten-password page', async () => {
    server = await startTestServer(() => undefined);
    renderPage(<LoginPage onSignedIn={vi.fn()} />, {
      baseUrl: server.url,
      at: '/login',
      routes: { '/forgot-password': <ForgotPasswordPage /> },
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});
