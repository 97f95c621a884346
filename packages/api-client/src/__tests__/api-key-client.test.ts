import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, SessionExpiredError, classifyFailure, createApiClient, isSessionExpiredError } from '../index';
import { startTestServer, type TestServer } from './test-server';

const KEY = 'bk_live_ab12cd34ef56gh78ij90kl12mn34op56';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("a program's client (apiKey)", () => {
  it('sends the key as the bearer token on authenticated calls and on no public one', async () => {
    server = await startTestServer((request) => ({ json: request.path.endsWith('/countries/') ? { countries: [] } : { ok: true } }));
    const api = createApiClient({ baseUrl: server.url, apiKey: KEY });

    await api.getUser();
    await api.getCountries();

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${KEY}`, undefined]);
  });

  it('rejects a 401 as an HttpError and never asks for a refresh', async () => {
    const body = { statusCode: 401, code: 'unauthorized', message: 'This API key was revoked.' };
    server = await startTestServer(() => ({ status: 401, json: body }));
    const api = createApiClient({ baseUrl: server.url, apiKey: KEY });

    const error = await api.getUser().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'This API key was revoked.' });
    expect(isSessionExpiredError(error)).toBe(false);
    expect(classifyFailure(error)).toBe('refused');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/v1/users/']);
  });

  it('has no session to refresh: refresh rejects without a request', async () => {
    server = await startTestServer();
    const api = createApiClient({ baseUrl: server.url, apiKey: KEY });

    const error = await api.refresh().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ reason: 'no_refresh_token' });
    expect(server.requests).toEqual([]);
  });

  it('answers the tokens of a sign-in without keeping them: the key stays the credential', async () => {
    server = await startTestServer((request) =>
      request.path.endsWith('/signin') ? { json: { accessToken: 'access-1', refreshToken: 'refresh-1' } } : { json: { ok: true } },
    );
    const api = createApiClient({ baseUrl: server.url, apiKey: KEY });

    await expect(api.signin({ email: 'ada@example.com', password: 'correct horse' })).resolves.toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    await api.getUser();

    expect(server.requests[1]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses at creation a secret that is not an API key, saying where tokens go', () => {
    expect(() => createApiClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })).toThrow(
      /apiKey must be an API key's secret, which starts with bk_live_; a session's tokens go in tokenStore/,
    );
    expect(() => createApiClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'bk_live_' })).toThrow(TypeError);
  });
});
