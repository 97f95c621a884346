import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnswerValidationError,
  ApiError,
  classifyFailure,
  createApiClient,
  createMemoryTokenStore,
  isAnswerValidationError,
  type ApiClientOptions,
} from '../index';
import { validateAnswers } from '../validate';
import { createSessionBackend } from './session-backend';
import { startTestServer, type Handler, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  server = await startTestServer(handler);
  const tokenStore = createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' });
  const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {}, ...options });
  return { api, server, tokenStore };
}

/** `getTwoFactor`'s answer with a count of recovery codes written as text, which the contract refuses. */
const MALFORMED_STATUS = { enabled: true, enabled_at: '2026-11-22T18:00:00.000Z', recovery_codes_left: '10' };
const STATUS = { ...MALFORMED_STATUS, recovery_codes_left: 10 };

describe('answers without validation (the default)', () => {
  it('resolves with a malformed answer as the server sent it', async () => {
    const { api } = await clientFor(() => ({ json: MALFORMED_STATUS }));

    await expect(api.getTwoFactor()).resolves.toEqual(MALFORMED_STATUS);
  });
});

describe('answers with validate: validateAnswers', () => {
  it('refuses a malformed answer with an AnswerValidationError naming the call and the field', async () => {
    const { api, server } = await clientFor(() => ({ json: MALFORMED_STATUS }), { validate: validateAnswers });

    const error = await api.getTwoFactor().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AnswerValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isAnswerValidationError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'AnswerValidationError',
      endpoint: 'getTwoFactor',
      method: 'GET',
      url: `${server.url}/api/v1/users/two-factor`,
      issues: [{ path: 'recovery_codes_left', message: expect.any(String) }],
    });
    expect((error as Error).message).toMatch(
      /^GET .*\/api\/v1\/users\/two-factor answered with a body that does not match the contract: recovery_codes_left: /,
    );
    // Nothing was refused by the server, and the session is fine.
    expect(classifyFailure(error)).toBe('rejected');
  });

  it('resolves with a well-formed answer, leaving out keys the contract does not name', async () => {
    const { api } = await clientFor(() => ({ json: { ...STATUS, legacy_flag: true } }), { validate: validateAnswers });

    await expect(api.getTwoFactor()).resolves.toEqual(STATUS);
  });

  it('still signs in, storing the tokens of a valid answer', async () => {
    const { api, tokenStore } = await clientFor(() => ({ json: { accessToken: 'access-1', refreshToken: 'refresh-1' } }), {
      validate: validateAnswers,
    });

    await expect(api.signin({ email: 'ada@example.com', password: 'correct horse' })).resolves.toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(tokenStore.getAccessToken()).toBe('access-1');
  });

  it('keeps the tokens and the session when a refresh answers a malformed token pair', async () => {
    const backend = createSessionBackend({ accessToken: null, refreshToken: 'refresh-0' });
    const onSessionEnded = vi.fn();
    backend.replyToRefresh(() => ({ json: { accessToken: 'access-1', refreshToken: '' } }));
    const { api, tokenStore } = await clientFor(backend.handler, { validate: validateAnswers, onSessionEnded });
    tokenStore.setTokens({ accessToken: 'expired-access', refreshToken: 'refresh-0' });

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(isAnswerValidationError(error)).toBe(true);
    expect(error).toMatchObject({ endpoint: 'refresh' });
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('passes a custom validator each answer with its call, and resolves with what it returns', async () => {
    const validate = vi.fn((answer: unknown) => ({ checked: answer }));
    const { api, server } = await clientFor(() => ({ json: { ok: true } }), { validate });

    await expect(api.logout()).resolves.toEqual({ checked: { ok: true } });
    expect(validate).toHaveBeenCalledWith({ ok: true }, { name: 'logout', method: 'POST', url: `${server.url}/api/v1/auth/logout` });
  });
});
