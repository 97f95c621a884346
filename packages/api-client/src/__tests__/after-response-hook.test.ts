import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  SessionExpiredError,
  createApiClient,
  createMemoryTokenStore,
  type ApiClientHooks,
  type SessionEndReason,
} from '../index';
import { createSessionBackend } from './session-backend';
import { startTestServer, type TestServer } from './test-server';

// Every answer reaches an afterResponse hook as a copy whose body is shared with the client's own
// (`Response.clone` tees it). Whatever the hook does with its copy, a call that meets a 401 must
// settle: before, a hook that left its copy unread made the client wait forever for the 401's body
// to be let go, and a script awaiting the call exited with code 13 (unsettled top-level await).
// A call that never settles fails here by running out of the test's timeout.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What a hook saw: the path and status of each answer, and the body when it read it. */
type Seen = Array<{ path: string; status: number; body?: string }>;

/** The ways a hook can treat its copy of the response. */
const HOOKS: Record<string, (seen: Seen) => ApiClientHooks['afterResponse']> = {
  'leaves the body unread': (seen) => (request, response) => {
    seen.push({ path: new URL(request.url).pathname, status: response.status });
  },
  'reads the body': (seen) => async (request, response) => {
    seen.push({ path: new URL(request.url).pathname, status: response.status, body: await response.text() });
  },
  'cancels the body without waiting': (seen) => (request, response) => {
    seen.push({ path: new URL(request.url).pathname, status: response.status });
    void response.body?.cancel();
  },
  'keeps the response to read later': (seen) => (request, response) => {
    const entry: Seen[number] = { path: new URL(request.url).pathname, status: response.status };
    seen.push(entry);
    setTimeout(() => {
      response.text().then(
        (body) => (entry.body = body),
        () => {},
      );
    }, 0);
  },
};

const STALE = { accessToken: 'expired-access', refreshToken: 'refresh-0' };
const REFUSED = { status: 401, json: { statusCode: 401, code: 'session_revoked', message: 'Please sign in again.' } };

/** A client holding stale tokens, with `hook` as its afterResponse hook, against a session backend. */
async function setUp(hook: keyof typeof HOOKS) {
  const backend = createSessionBackend({ accessToken: null, refreshToken: 'refresh-0' });
  server = await startTestServer(backend.handler);
  const seen: Seen = [];
  const tokenStore = createMemoryTokenStore(STALE);
  const onSessionEnded = vi.fn<(reason: SessionEndReason) => void>();
  const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded, hooks: { afterResponse: HOOKS[hook]?.(seen) } });
  return { backend, server, seen, tokenStore, onSessionEnded, api };
}

describe.each(Object.keys(HOOKS))('a call that meets a 401, with an afterResponse hook that %s', (hook) => {
  it('resolves when the refresh succeeds and the retried call succeeds', async () => {
    const { api, seen, tokenStore } = await setUp(hook);

    await expect(api.getUser()).resolves.toEqual({ ok: true, path: '/api/v1/users/' });

    expect(seen.map(({ path, status }) => [path, status])).toEqual([
      ['/api/v1/users/', 401],
      ['/api/v1/auth/refresh', 200],
      ['/api/v1/users/', 200],
    ]);
    expect(tokenStore.getAccessToken()).toBe('access-1');
  });

  it('rejects with SessionExpiredError when the server refuses the refresh', async () => {
    const { api, backend, onSessionEnded, tokenStore } = await setUp(hook);
    backend.replyToRefresh(() => REFUSED);

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as SessionExpiredError).reason).toBe('refresh_failed');
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('refresh_failed');
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('rejects with the HttpError and keeps the tokens when the refresh fails without a verdict', async () => {
    const { api, backend, onSessionEnded, tokenStore } = await setUp(hook);
    backend.replyToRefresh(() => ({ status: 503, json: { statusCode: 503, code: 'unavailable', message: 'Try again later.' } }));

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokenStore.getRefreshToken()).toBe('refresh-0');
  });

  it('rejects with the HttpError 401 when the retried call is refused too', async () => {
    const { api, backend } = await setUp(hook);
    backend.replyToCalls(() => ({ status: 401, json: { statusCode: 401, code: 'token_expired', message: 'Your session has expired.' } }));

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(backend.refreshes).toHaveLength(1);
  });

  it('settles every one of concurrent calls that share one refresh', async () => {
    const { api, backend } = await setUp(hook);

    const results = await Promise.allSettled([api.getUser(), api.getNotifications(), api.getUser()]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(backend.refreshes).toHaveLength(1);
  });

  it('resolves an upload retried after a refresh', async () => {
    const { api, backend } = await setUp(hook);

    await expect(api.uploadPassport({ file: new Blob(['%PDF-1.7']), filename: 'passport.pdf' })).resolves.toEqual({
      ok: true,
      path: '/api/v1/users/uploadPassport',
    });
    expect(backend.refreshes).toHaveLength(1);
  });
});

it('shows a hook that reads its copy the bodies of the 401s too', async () => {
  const { api, backend, seen } = await setUp('reads the body');
  backend.replyToRefresh(() => REFUSED);

  await api.getUser().catch(() => {});

  expect(seen).toEqual([
    {
      path: '/api/v1/users/',
      status: 401,
      body: JSON.stringify({ statusCode: 401, code: 'token_expired', message: 'Your session has expired.' }),
    },
    { path: '/api/v1/auth/refresh', status: 401, body: JSON.stringify(REFUSED.json) },
  ]);
});
