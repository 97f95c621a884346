import { afterEach, describe, expect, it } from 'vitest';
import { classifyFailure, createApiClient, createMemoryTokenStore, isVerdictStatus } from '../index';
import { refusedBaseUrl, startTestServer, type Handler, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error `getUser()` rejects with when the server answers as `handler` says. */
async function failureOf(handler: Handler, options: { signal?: AbortSignal } = {}): Promise<unknown> {
  server = await startTestServer(handler);
  const api = createApiClient({
    baseUrl: server.url,
    tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
    onSessionEnded: () => {},
  });
  return api.getUser(undefined, options).catch((caught: unknown) => caught);
}

const refused = (status: number) => ({ status, json: { statusCode: status, code: 'unauthorized', message: 'Sign in again.' } });

describe('classifyFailure', () => {
  it("calls a 401 whose refresh is refused 'refused'", async () => {
    expect(classifyFailure(await failureOf(() => refused(401)))).toBe('refused');
  });

  it("calls a 401 that survives a successful refresh 'refused'", async () => {
    const error = await failureOf((request) =>
      request.path.endsWith('/auth/refresh') ? { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } } : refused(401),
    );
    expect(classifyFailure(error)).toBe('refused');
  });

  it.each([500, 502, 503, 408, 429])("calls a %i 'unreachable': no verdict on the session", async (status) => {
    expect(classifyFailure(await failureOf(() => ({ status, json: { statusCode: status, code: 'x', message: 'Later.' } })))).toBe(
      'unreachable',
    );
  });

  it("calls a dropped connection 'unreachable'", async () => {
    expect(classifyFailure(await failureOf(() => ({ destroy: true })))).toBe('unreachable');
  });

  it("calls a server that refuses connections 'unreachable'", async () => {
    const api = createApiClient({
      baseUrl: await refusedBaseUrl(),
      tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
      onSessionEnded: () => {},
    });
    expect(classifyFailure(await api.getUser().catch((caught: unknown) => caught))).toBe('unreachable');
  });

  it("calls an aborted call 'aborted'", async () => {
    const controller = new AbortController();
    const pending = failureOf(
      () =>
        new Promise((resolve) => {
          controller.abort();
          setTimeout(() => resolve({ json: { user: null } }), 50);
        }),
      { signal: controller.signal },
    );
    expect(classifyFailure(await pending)).toBe('aborted');
  });

  it.each([400, 403, 404, 409, 422])("calls a %i 'rejected': the server said no to the request, not to the session", async (status) => {
    expect(classifyFailure(await failureOf(() => ({ status, json: { statusCode: status, code: 'x', message: 'No.' } })))).toBe('rejected');
  });

  it("calls anything that is not an error of the client 'rejected'", () => {
    expect(classifyFailure(new RangeError('a bug'))).toBe('rejected');
    expect(classifyFailure('text')).toBe('rejected');
  });
});

describe('isVerdictStatus', () => {
  it('is true for a 4xx other than 408 and 429', () => {
    expect([400, 401, 403, 404, 409, 422].every(isVerdictStatus)).toBe(true);
    expect([200, 302, 408, 429, 500, 503].some(isVerdictStatus)).toBe(false);
  });
});
