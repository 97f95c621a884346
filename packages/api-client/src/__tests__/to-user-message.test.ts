import { MESSAGES, frozenAccountMessage } from '@beurs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore, toUserMessage } from '../index';
import { refusedBaseUrl, startTestServer, type Reply, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error a real call rejects with when the server answers `reply`. */
async function errorFor(reply: Reply): Promise<unknown> {
  server = await startTestServer(() => reply);
  const api = createApiClient({
    baseUrl: server.url,
    tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
    onSessionEnded: () => {},
  });
  return api.closeOrder({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' }).catch((caught: unknown) => caught);
}

const SUPPORT = 'support@beurs.example';

describe('toUserMessage', () => {
  it("shows the server's text", async () => {
    const error = await errorFor({
      status: 409,
      json: { statusCode: 409, code: 'market_closed', message: 'The market for EURUSD is closed.' },
    });

    expect(toUserMessage(error, { fallback: 'unused' })).toEqual({ level: 'error', message: 'The market for EURUSD is closed.' });
  });

  it('shows the fallback when the server gave no text (login: contract §8)', async () => {
    const error = await errorFor({ status: 502, text: '<html>Bad gateway</html>' });

    expect(toUserMessage(error, { fallback: MESSAGES.loginFailed })).toEqual({ level: 'error', message: MESSAGES.loginFailed });
  });

  it('shows the fallback when the server could not be reached', async () => {
    const api = createApiClient({ baseUrl: await refusedBaseUrl(), tokenStore: createMemoryTokenStore(), onSessionEnded: () => {} });
    const error = await api.signin({ email: 'ada@example.com', password: 'x' }).catch((caught: unknown) => caught);

    expect(toUserMessage(error, { fallback: MESSAGES.loginFailed })).toEqual({ level: 'error', message: MESSAGES.loginFailed });
    expect(toUserMessage(error).message).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('shows the frozen-account message with the support email', async () => {
    const error = await errorFor({ status: 403, json: { statusCode: 403, code: 'account_frozen', message: 'Account frozen.' } });

    expect(toUserMessage(error, { supportEmail: SUPPORT })).toEqual({ level: 'error', message: frozenAccountMessage(SUPPORT) });
    expect(toUserMessage(error, { supportEmail: SUPPORT }).message).toBe(
      'Your account is temporarily frozen. Please contact us by email support@beurs.example',
    );
    // Without a configured email, the server's own text.
    expect(toUserMessage(error)).toEqual({ level: 'error', message: 'Account frozen.' });
  });

  it('makes an order closed twice a warning, not an error (contract §8)', async () => {
    const error = await errorFor({ status: 409, json: { statusCode: 409, code: 'order_already_closed', message: 'Already closed.' } });

    expect(toUserMessage(error)).toEqual({ level: 'warning', message: MESSAGES.orderAlreadyClosed });
  });

  it('has a plain message for anything else', () => {
    expect(toUserMessage(new Error('boom'))).toEqual({ level: 'error', message: 'Something went wrong. Please try again.' });
  });
});
