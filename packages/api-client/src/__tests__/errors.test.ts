import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  HttpError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  createApiClient,
  createMemoryTokenStore,
  isApiError,
  isHttpError,
  isNetworkError,
  isSessionExpiredError,
  isTimeoutError,
  type ApiClientOptions,
} from '../index';
import { refusedBaseUrl, startTestServer, type Handler, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  server = await startTestServer(handler);
  const api = createApiClient({
    baseUrl: server.url,
    tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
    onSessionEnded: () => {},
    ...options,
  });
  return { api, server };
}

const order = { instrument_id: 'EURUSD', side: 'buy', volume: 1, leverage: 50 } as const;

describe('HttpError', () => {
  it('carries the status, code, server text and fields of the error body, and names method and URL', async () => {
    const body = {
      statusCode: 422,
      code: 'leverage_too_high',
      message: 'Leverage for EURUSD is at most 30:1.',
      fields: [{ path: 'leverage', message: 'Leverage must be at most 30' }],
    };
    const { api, server } = await clientFor(() => ({ status: 422, json: body }));

    const error = await api.openOrder(order).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 422,
      code: 'leverage_too_high',
      serverMessage: 'Leverage for EURUSD is at most 30:1.',
      fields: [{ path: 'leverage', message: 'Leverage must be at most 30' }],
      method: 'POST',
      url: `${server.url}/api/v1/orders/open`,
    });
    expect((error as HttpError).message).toBe(
      `POST ${server.url}/api/v1/orders/open failed with status 422 Unprocessable Entity: Leverage for EURUSD is at most 30:1.`,
    );
    // The body is still there for whoever wants it.
    await expect((error as HttpError).response.json()).resolves.toEqual(body);
  });

  it('keeps going when the error body is not JSON (a proxy page)', async () => {
    const { api } = await clientFor(() => ({ status: 502, text: '<html><body>Bad gateway</body></html>' }));

    const error = await api.getSymbols({ type: 'crypto' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, code: undefined, serverMessage: undefined, fields: undefined });
    expect((error as HttpError).message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/symbols\/\?type=crypto failed with status 502/);
  });

  it('still takes the text of a JSON error body of another shape', async () => {
    const { api } = await clientFor(() => ({ status: 400, json: { message: 'Bad request, says the gateway.' } }));

    await expect(api.getCountries()).rejects.toMatchObject({ code: undefined, serverMessage: 'Bad request, says the gateway.' });
  });
});

describe('transport failures', () => {
  it('rejects with NetworkError when the connection is refused', async () => {
    const baseUrl = await refusedBaseUrl();
    const api = createApiClient({ baseUrl, tokenStore: createMemoryTokenStore(), onSessionEnded: () => {} });

    const error = await api.getCountries().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(`GET ${baseUrl}/api/v1/countries/ failed: the server could not be reached`);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('rejects with NetworkError when the server drops the connection', async () => {
    const { api } = await clientFor(() => ({ destroy: true }));

    await expect(api.getUser()).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects with TimeoutError when a call runs past its timeout', async () => {
    const { api, server } = await clientFor(() => new Promise(() => {}));

    const error = await api.getNews(undefined, { timeout: 50 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeout: 50, method: 'GET', url: `${server.url}/api/v1/news` });
    expect((error as TimeoutError).message).toBe(`GET ${server.url}/api/v1/news timed out after 50 ms`);
  });

  it('has no default timeout (contract §7): a slow answer still arrives', async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let answer = () => {};
    const { api } = await clientFor(async () => {
      arrived();
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { json: { news: [] } };
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const news = api.getNews();
    await requestArrived;
    // Far past ky's own 10 s default, which `timeout: false` switches off.
    vi.advanceTimersByTime(10 * 60_000);
    answer();

    await expect(news).resolves.toEqual({ news: [] });
  });

  it("rejects with the signal's reason when the caller aborts", async () => {
    const { api } = await clientFor(() => new Promise(() => {}));
    const controller = new AbortController();

    const call = api.getUser(undefined, { signal: controller.signal });
    controller.abort();

    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(isApiError(error)).toBe(false);
  });

  it('rejects with ApiError when a successful answer is not JSON', async () => {
    const { api } = await clientFor(() => ({ text: '<html>maintenance</html>' }));

    const error = await api.getCountries().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/answered 200 with a body that is not JSON$/);
    expect((error as ApiError).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('hooks', () => {
  it('lets beforeRequest add a header and shows afterResponse every answer', async () => {
    const seen: Array<[string, number]> = [];
    const { api, server } = await clientFor(
      (request) => (request.path.endsWith('/news') ? { json: { news: [] } } : { status: 404, json: {} }),
      {
        hooks: {
          beforeRequest: (request) => {
            request.headers.set('x-request-id', 'req-1');
          },
          afterResponse: (request, response) => {
            seen.push([new URL(request.url).pathname, response.status]);
          },
        },
      },
    );

    await api.getNews();
    await api.getCountries().catch(() => {});

    expect(server.requests[0]?.headers['x-request-id']).toBe('req-1');
    expect(seen).toEqual([
      ['/api/v1/news', 200],
      ['/api/v1/countries/', 404],
    ]);
  });
});

describe('guards', () => {
  it('recognise each class and its base', () => {
    const target = { method: 'GET', url: 'http://127.0.0.1/api/v1/news' };
    const http = new HttpError({ ...target, response: new Response(null, { status: 500 }) });
    const network = new NetworkError(target);
    const timeout = new TimeoutError({ ...target, timeout: 10 });
    const expired = new SessionExpiredError({ ...target, reason: 'refresh_failed' });

    expect([http, network, timeout, expired].map(isApiError)).toEqual([true, true, true, true]);
    expect([http, network, timeout, expired].map(isHttpError)).toEqual([true, false, false, false]);
    expect([http, network, timeout, expired].map(isNetworkError)).toEqual([false, true, false, false]);
    expect([http, network, timeout, expired].map(isTimeoutError)).toEqual([false, false, true, false]);
    expect([http, network, timeout, expired].map(isSessionExpiredError)).toEqual([false, false, false, true]);
    expect([http, network, timeout, expired].map((error) => error.name)).toEqual([
      'HttpError',
      'NetworkError',
      'TimeoutError',
      'SessionExpiredError',
    ]);
    expect(isApiError(new Error('other'))).toBe(false);
  });
});
