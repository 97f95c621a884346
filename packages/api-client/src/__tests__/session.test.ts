import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, SessionExpiredError, createApiClient, createMemoryTokenStore, type SessionEndReason } from '../index';
import { isSecondFactorChallenge } from '@beurs/domain';
import { createSessionBackend } from './session-backend';
import { refusedBaseUrl, startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client holding `tokens` against a server that only honours the refresh token `refresh-0`. */
async function setUp(tokens: { accessToken: string; refreshToken: string } | null) {
  const backend = createSessionBackend({ accessToken: null, refreshToken: 'refresh-0' });
  server = await startTestServer(backend.handler);
  const tokenStore = createMemoryTokenStore(tokens);
  const onSessionEnded = vi.fn<(reason: SessionEndReason) => void>();
  const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded });
  return { backend, server, tokenStore, onSessionEnded, api };
}

const STALE = { accessToken: 'expired-access', refreshToken: 'refresh-0' };

describe('sign-in', () => {
  it('stores the tokens it gets and tells the store subscribers', async () => {
    server = await startTestServer(() => ({ json: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
    const tokenStore = createMemoryTokenStore();
    const listener = vi.fn();
    tokenStore.subscribe(listener);
    const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {} });

    const tokens = await api.signin({ email: 'ada@example.com', password: 'correct horse' });

    expect(tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(tokenStore.getAccessToken()).toBe('access-1');
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
    expect(listener).toHaveBeenCalledWith({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('sends the new bearer token on the next authenticated call', async () => {
    server = await startTestServer((request) =>
      request.path.endsWith('/signin') ? { json: { accessToken: 'access-1', refreshToken: 'refresh-1' } } : { json: { ok: true } },
    );
    const api = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore(), onSessionEnded: () => {} });

    await api.signin({ email: 'ada@example.com', password: 'correct horse' });
    await api.getUser();

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer access-1');
  });

  it('answers the challenge and stores nothing when the account has two-factor sign-in on', async () => {
    const challenge = { second_factor_required: true, challenge_token: 'challenge-1', expires_at: '2026-11-23T14:35:00.000Z' };
    server = await startTestServer((request) =>
      request.path.endsWith('/auth/signin/second-factor')
        ? { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } }
        : { json: challenge },
    );
    const tokenStore = createMemoryTokenStore();
    const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {} });

    const answer = await api.signin({ email: 'ada@example.com', password: 'correct horse' });

    expect(answer).toEqual(challenge);
    expect(isSecondFactorChallenge(answer)).toBe(true);
    expect(tokenStore.getAccessToken()).toBeNull();
    const tokens = await api.signinSecondFactor({ challenge_token: 'challenge-1', code: '123456' });
    expect(tokens).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(tokenStore.getAccessToken()).toBe('access-2');
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('rejects an answer without a token pair and stores nothing', async () => {
    server = await startTestServer(() => ({ json: { ok: true } }));
    const tokenStore = createMemoryTokenStore();
    const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {} });

    await expect(api.signin({ email: 'ada@example.com', password: 'x' })).rejects.toThrow(/answered without a token pair/);
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it('does not try a refresh when the credentials are refused (401 on an unauthenticated call)', async () => {
    const { backend, api, onSessionEnded } = await setUp(STALE);
    backend.replyToCalls(() => ({
      status: 401,
      json: { statusCode: 401, code: 'invalid_credentials', message: 'Wrong email or password.' },
    }));

    const error = await api.signin({ email: 'ada@example.com', password: 'wrong' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(backend.refreshes).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries the call with the new token', async () => {
    const { backend, server, api, tokenStore } = await setUp(STALE);

    await expect(api.getUser()).resolves.toEqual({ ok: true, path: '/api/v1/users/' });

    expect(backend.refreshes).toHaveLength(1);
    expect(backend.refreshes[0]?.headers.refresh).toBe('refresh-0');
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/api/v1/users/', 'Bearer expired-access'],
      ['/api/v1/auth/refresh', undefined],
      ['/api/v1/users/', 'Bearer access-1'],
    ]);
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
  });

  it('sends 10 concurrent calls that all get a 401 through exactly one refresh', async () => {
    const { backend, server, api } = await setUp(STALE);
    let releaseExpired = () => {};
    const expired = new Promise<void>((resolve) => {
      releaseExpired = resolve;
    });
    let waiting = 0;
    // Hold the first 401s until all ten calls have arrived, so they really overlap.
    server.handle(async (request) => {
      if (request.headers.authorization === 'Bearer expired-access') {
        waiting += 1;
        if (waiting === 10) releaseExpired();
        await expired;
      }
      return backend.handler(request);
    });

    const results = await Promise.all(Array.from({ length: 10 }, () => api.getNotifications()));

    expect(results).toHaveLength(10);
    expect(backend.refreshes).toHaveLength(1);
    const retries = server.requests.filter((request) => request.headers.authorization === 'Bearer access-1');
    expect(retries).toHaveLength(10);
  });

  it('shares one refresh between refresh() calls made together', async () => {
    const { backend, api, tokenStore } = await setUp(STALE);

    const [first, second] = await Promise.all([api.refresh(), api.refresh()]);

    expect(backend.refreshes).toHaveLength(1);
    expect(first).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(second).toEqual(first);
    expect(tokenStore.getAccessToken()).toBe('access-1');
  });

  it("lets one caller's abort stop its wait for the shared refresh, not the refresh", async () => {
    const { backend, server, api } = await setUp(STALE);
    let refreshArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      refreshArrived = resolve;
    });
    let answerRefresh = () => {};
    server.handle(async (request) => {
      if (request.path.endsWith('/auth/refresh')) {
        refreshArrived();
        await new Promise<void>((resolve) => {
          answerRefresh = resolve;
        });
      }
      return backend.handler(request);
    });
    const controller = new AbortController();

    const aborted = api.getUser(undefined, { signal: controller.signal }).catch((caught: unknown) => caught);
    // getUser's 401 started the refresh, so getUser is now waiting for it.
    await arrived;
    const patient = api.getNews();
    controller.abort(new Error('left the page'));
    expect(await aborted).toEqual(new Error('left the page'));
    answerRefresh();

    await expect(patient).resolves.toEqual({ ok: true, path: '/api/v1/news' });
    expect(backend.refreshes).toHaveLength(1);
  });

  it('uses a token renewed elsewhere meanwhile instead of spending the refresh token again', async () => {
    const { backend, server, api, tokenStore } = await setUp(STALE);
    server.handle((request) => {
      if (request.headers.authorization === 'Bearer expired-access') {
        // @beurs/realtime got `authTokenRefreshed` while this call was on its way.
        backend.state.accessToken = 'from-socket';
        tokenStore.setTokens({ accessToken: 'from-socket', refreshToken: 'refresh-from-socket' });
      }
      return backend.handler(request);
    });

    await expect(api.getUser()).resolves.toMatchObject({ ok: true });

    expect(backend.refreshes).toHaveLength(0);
    expect(server.requests[1]?.headers.authorization).toBe('Bearer from-socket');
  });

  it('reports a 401 on the retry as it is, without a second refresh', async () => {
    const { backend, server, api, onSessionEnded } = await setUp(STALE);
    server.handle((request) =>
      request.path.endsWith('/auth/refresh')
        ? backend.handler(request)
        : { status: 401, json: { statusCode: 401, code: 'unauthorized', message: 'Not allowed.' } },
    );

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(backend.refreshes).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('refreshes and retries an upload after a 401', async () => {
    const { backend, server, api } = await setUp(STALE);
    backend.replyToCalls((request) => ({ json: { size: request.body.length } }));
    const file = new File(['%PDF-1.7 passport'], 'passport.pdf', { type: 'application/pdf' });

    const answer = await api.uploadPassport({ file });

    expect(backend.refreshes).toHaveLength(1);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v1/users/uploadPassport',
      '/api/v1/auth/refresh',
      '/api/v1/users/uploadPassport',
    ]);
    // The retry carried the whole multipart body again.
    expect(server.requests[2]?.body.toString()).toContain('%PDF-1.7 passport');
    expect(answer).toEqual({ size: server.requests[2]?.body.length });
  });
});

describe('end of the session', () => {
  it('clears the tokens, calls onSessionEnded once and rejects every call when the refresh is refused', async () => {
    const { backend, api, tokenStore, onSessionEnded } = await setUp({ accessToken: 'expired-access', refreshToken: 'revoked' });

    const errors = await Promise.all(Array.from({ length: 5 }, () => api.getUser().catch((caught: unknown) => caught)));

    expect(backend.refreshes).toHaveLength(1);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('refresh_failed');
    for (const error of errors) {
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect(error).toMatchObject({ reason: 'refresh_failed', method: 'POST', url: `${server?.url}/api/v1/users/` });
      // The refresh's own refusal is kept as the cause.
      expect(((error as SessionExpiredError).cause as SessionExpiredError).cause).toBeInstanceOf(HttpError);
    }
  });

  it('ends the session without a refresh call when there is no refresh token', async () => {
    const { backend, api, onSessionEnded } = await setUp(null);

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ reason: 'no_refresh_token' });
    expect(backend.refreshes).toHaveLength(0);
    expect(onSessionEnded).toHaveBeenCalledWith('no_refresh_token');
  });

  it('ends the session when the refresh is refused with any other 4xx', async () => {
    const { backend, api, tokenStore, onSessionEnded } = await setUp(STALE);
    backend.replyToRefresh(() => ({
      status: 400,
      json: { statusCode: 400, code: 'validation_failed', message: 'Send the refresh token.' },
    }));

    await expect(api.getUser()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledWith('refresh_failed');
  });

  it("keeps the tokens when a 2xx refresh answer is not a token pair (a proxy's page is no verdict)", async () => {
    const { backend, api, tokenStore, onSessionEnded } = await setUp(STALE);
    backend.replyToRefresh(() => ({ text: '<html>Portal</html>' }));

    await expect(api.getUser()).rejects.toThrow(/not JSON/);
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each([503, 429])('keeps the tokens when the refresh answers %i (no verdict on the session)', async (status) => {
    const { backend, api, tokenStore, onSessionEnded } = await setUp(STALE);
    backend.replyToRefresh(() => ({ status, json: { statusCode: status, code: 'internal_error', message: 'Try again later.' } }));

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, url: expect.stringMatching(/\/api\/v1\/auth\/refresh$/) });
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    const { backend, api, tokenStore, onSessionEnded } = await setUp(STALE);
    backend.replyToRefresh(() => ({ destroy: true }));

    await expect(api.getUser()).rejects.toBeInstanceOf(NetworkError);
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('revokes the session with the bearer token, then clears the tokens and ends the session', async () => {
    const { backend, server, api, tokenStore, onSessionEnded } = await setUp(null);
    tokenStore.setTokens({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    backend.state.accessToken = 'access-9';

    await expect(api.logout()).resolves.toMatchObject({ ok: true });

    expect(server.requests[0]).toMatchObject({ path: '/api/v1/auth/logout', headers: { authorization: 'Bearer access-9' } });
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('clears the tokens when the server answers 500', async () => {
    server = await startTestServer(() => ({ status: 500, json: { statusCode: 500, code: 'internal_error', message: 'Oops.' } }));
    const tokenStore = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded });

    await expect(api.logout()).rejects.toBeInstanceOf(HttpError);

    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('clears the tokens when the server is down (connection refused)', async () => {
    const tokenStore = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: await refusedBaseUrl(), tokenStore, onSessionEnded });

    await expect(api.logout()).rejects.toBeInstanceOf(NetworkError);

    expect(tokenStore.getAccessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('reports the end once when its own refresh is refused', async () => {
    const { api, tokenStore, onSessionEnded } = await setUp({ accessToken: 'expired-access', refreshToken: 'revoked' });

    await expect(api.logout()).rejects.toBeInstanceOf(SessionExpiredError);

    expect(tokenStore.getAccessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('refresh_failed');
  });
});
