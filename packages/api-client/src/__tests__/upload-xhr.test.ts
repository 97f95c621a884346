// @vitest-environment jsdom
// The browser path of uploads: jsdom's XMLHttpRequest makes real HTTP requests (CORS
// included), so the XHR transport runs here against the same real server as the other tests.
import { UPLOAD_FIELD_NAME } from '@beurs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, TimeoutError, createApiClient, createMemoryTokenStore, type UploadProgress } from '../index';
import { createSessionBackend } from './session-backend';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('uploads (XMLHttpRequest path)', () => {
  it('reports progress and sends the file, refreshing once after a 401', async () => {
    const backend = createSessionBackend({ accessToken: null, refreshToken: 'refresh-0' });
    backend.replyToCalls((request) => ({ json: { bytes: request.body.length } }));
    server = await startTestServer(backend.handler);
    const tokenStore = createMemoryTokenStore({ accessToken: 'expired', refreshToken: 'refresh-0' });
    const api = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {} });
    const progress: UploadProgress[] = [];
    const content = 'x'.repeat(64 * 1024);

    const answer = await api.uploadPassport(
      { file: new Blob([content], { type: 'application/pdf' }), filename: 'passport.pdf' },
      { onUploadProgress: (event) => progress.push(event) },
    );

    expect(typeof XMLHttpRequest).toBe('function');
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/api/v1/users/uploadPassport', 'Bearer expired'],
      ['/api/v1/auth/refresh', undefined],
      ['/api/v1/users/uploadPassport', 'Bearer access-1'],
    ]);
    const received = server.requests[2];
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = received?.body.toString() ?? '';
    expect(body).toContain(`name="${UPLOAD_FIELD_NAME}"; filename="passport.pdf"`);
    expect(body).toContain(content);
    expect(answer).toEqual({ bytes: received?.body.length });
    // Real progress from XMLHttpRequest: the whole multipart body, once per attempt.
    const size = received?.body.length;
    expect(progress).toEqual([
      { loaded: 0, total: content.length, percent: 0 },
      { loaded: size, total: size, percent: 100 },
      { loaded: 0, total: content.length, percent: 0 },
      { loaded: size, total: size, percent: 100 },
    ]);
  });

  it('settles an upload retried after a 401 when an afterResponse hook leaves its copy unread', async () => {
    const backend = createSessionBackend({ accessToken: null, refreshToken: 'refresh-0' });
    server = await startTestServer(backend.handler);
    const statuses: number[] = [];
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: createMemoryTokenStore({ accessToken: 'expired', refreshToken: 'refresh-0' }),
      onSessionEnded: () => {},
      hooks: { afterResponse: (_request, response) => void statuses.push(response.status) },
    });

    const answer = await api.uploadCard({ file: new Blob(['png']) }, { onUploadProgress: () => {} });

    expect(answer).toEqual({ ok: true, path: '/api/v1/users/uploadCard' });
    expect(statuses).toEqual([401, 200, 200]);
  });

  it('rejects with an HttpError carrying the server body', async () => {
    server = await startTestServer(() => ({
      status: 413,
      json: { statusCode: 413, code: 'payload_too_large', message: 'A document can be at most 10 MB.' },
    }));
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
      onSessionEnded: () => {},
    });

    const error = await api.uploadCard({ file: new Blob(['png']) }, { onUploadProgress: () => {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', serverMessage: 'A document can be at most 10 MB.' });
  });

  it('rejects with TimeoutError past the timeout, and with the reason when aborted in flight', async () => {
    const arrivals: Array<() => void> = [];
    server = await startTestServer(() => {
      arrivals.shift()?.();
      return new Promise(() => {});
    });
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
      onSessionEnded: () => {},
    });
    const file = new Blob(['png']);

    const late = await api.uploadCard({ file }, { onUploadProgress: () => {}, timeout: 50 }).catch((caught: unknown) => caught);
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => arrivals.push(resolve));
    const aborted = api.uploadCard({ file }, { onUploadProgress: () => {}, signal: controller.signal }).catch((caught: unknown) => caught);
    await arrived;
    controller.abort(new Error('user left the page'));

    expect(late).toBeInstanceOf(TimeoutError);
    expect(late).toMatchObject({ timeout: 50, url: `${server.url}/api/v1/users/uploadCard` });
    expect(await aborted).toEqual(new Error('user left the page'));
  });
});
