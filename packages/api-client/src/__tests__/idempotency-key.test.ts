import { IDEMPOTENCY_KEY_HEADER } from '@beurs/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore } from '../index';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('idempotencyKey', () => {
  it('is sent as the Idempotency-Key header of the call, and only of that call', async () => {
    server = await startTestServer(() => ({ json: { order: { id: ORDER_ID } } }));
    const api = createApiClient({ baseUrl: server.url, apiKey: 'bk_live_ab12cd34' });

    await api.closeOrder({ id: ORDER_ID }, { idempotencyKey: 'close-0001' });
    await api.closeOrder({ id: ORDER_ID });

    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual(['close-0001', undefined]);
  });

  it('is sent again, the same, when a 401 is retried after the refresh', async () => {
    let refreshed = false;
    server = await startTestServer((request) => {
      if (request.path.endsWith('/auth/refresh')) {
        refreshed = true;
        return { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      }
      return refreshed ? { json: { ok: true } } : { status: 401, json: { statusCode: 401, code: 'unauthorized', message: 'Sign in.' } };
    });
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
      onSessionEnded: () => {},
    });

    await api.deposit(
      { amount: '100.00', type: 'bank_transfer', first_name: 'Ada', last_name: 'Lovelace', meta: {} },
      { idempotencyKey: 'deposit-7' },
    );

    expect(server.requests.map((request) => [request.path, request.headers['idempotency-key']])).toEqual([
      ['/api/v1/users/deposit', 'deposit-7'],
      ['/api/v1/auth/refresh', undefined],
      ['/api/v1/users/deposit', 'deposit-7'],
    ]);
  });
});
