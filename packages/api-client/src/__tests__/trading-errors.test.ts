import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiKeyScopeError,
  HttpError,
  IdempotencyConflictError,
  RateLimitedError,
  classifyFailure,
  createApiClient,
  isApiKeyScopeError,
  isHttpError,
  isIdempotencyConflictError,
  isRateLimitedError,
  toUserMessage,
} from '../index';
import { startTestServer, type Reply, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ORDER = { instrument_id: 'EURUSD', side: 'buy', volume: 1, leverage: 30, client_order_id: 'bot-42-0001' } as const;

/** The error `openOrder` of a program's client rejects with when the server answers `reply`. */
async function errorFor(reply: Reply): Promise<unknown> {
  server = await startTestServer(() => reply);
  const api = createApiClient({ baseUrl: server.url, apiKey: 'bk_live_ab12cd34' });
  return api.openOrder(ORDER).catch((caught: unknown) => caught);
}

const rateLimited = (retryAfter?: number) => ({
  statusCode: 429,
  code: 'rate_limited',
  message: 'Too many requests for this key: try again in a few seconds.',
  ...(retryAfter === undefined ? {} : { retry_after_seconds: retryAfter }),
});

describe('RateLimitedError', () => {
  it('is what a 429 rejects with: its code and the wait of its Retry-After header', async () => {
    const error = await errorFor({ status: 429, json: rateLimited(9), headers: { 'retry-after': '7' } });

    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'RateLimitedError',
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 7,
      serverMessage: 'Too many requests for this key: try again in a few seconds.',
    });
    expect(classifyFailure(error)).toBe('unreachable');
  });

  it("takes the body's retry_after_seconds without a Retry-After header", async () => {
    await expect(errorFor({ status: 429, json: rateLimited(12) })).resolves.toMatchObject({ retryAfterSeconds: 12 });
  });

  it('reads a Retry-After written as an HTTP date', async () => {
    const at = new Date(Date.now() + 60_000).toUTCString();
    const error = (await errorFor({ status: 429, json: rateLimited(), headers: { 'retry-after': at } })) as RateLimitedError;

    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('has no wait when the server said none, and says so to the user', async () => {
    const error = await errorFor({ status: 429, text: '<html>Slow down</html>' });

    expect(error).toMatchObject({ name: 'RateLimitedError', code: undefined, retryAfterSeconds: undefined });
    expect(toUserMessage(error)).toEqual({ level: 'error', message: 'Too many requests. Please wait a moment and try again.' });
  });

  it('is also what a lock after repeated failures rejects with, told apart by its code', async () => {
    const error = await errorFor({
      status: 429,
      json: { statusCode: 429, code: 'account_locked', message: 'Too many failed attempts.', retry_after_seconds: 900 },
    });

    expect(error).toMatchObject({ name: 'RateLimitedError', code: 'account_locked', retryAfterSeconds: 900 });
  });
});

describe('IdempotencyConflictError', () => {
  it('is what a 409 idempotency_conflict rejects with', async () => {
    const error = await errorFor({
      status: 409,
      json: {
        statusCode: 409,
        code: 'idempotency_conflict',
        message: 'client_order_id bot-42-0001 was already used for another order.',
      },
    });

    expect(error).toBeInstanceOf(IdempotencyConflictError);
    expect(error).toMatchObject({ name: 'IdempotencyConflictError', status: 409, code: 'idempotency_conflict' });
    expect(classifyFailure(error)).toBe('rejected');
    expect(toUserMessage(error).message).toBe('client_order_id bot-42-0001 was already used for another order.');
  });

  it('is not what another 409 rejects with', async () => {
    const error = await errorFor({ status: 409, json: { statusCode: 409, code: 'order_already_closed', message: 'Closed.' } });

    expect(error).toMatchObject({ name: 'HttpError' });
    expect(isIdempotencyConflictError(error)).toBe(false);
  });
});

describe('ApiKeyScopeError', () => {
  it('is what a 403 api_key_scope rejects with', async () => {
    const error = await errorFor({
      status: 403,
      json: { statusCode: 403, code: 'api_key_scope', message: 'This API key cannot trade: it has the read scope only.' },
    });

    expect(error).toBeInstanceOf(ApiKeyScopeError);
    expect(error).toMatchObject({ name: 'ApiKeyScopeError', status: 403, code: 'api_key_scope' });
    expect(classifyFailure(error)).toBe('rejected');
  });
});

describe('guards', () => {
  it('recognise each class, and each is an HttpError', () => {
    const target = { method: 'POST', url: 'http://127.0.0.1/api/v1/orders/open' };
    const limited = new RateLimitedError({ ...target, response: new Response(null, { status: 429 }), retryAfterSeconds: 3 });
    const conflict = new IdempotencyConflictError({ ...target, response: new Response(null, { status: 409 }) });
    const scope = new ApiKeyScopeError({ ...target, response: new Response(null, { status: 403 }) });
    const all = [limited, conflict, scope];

    expect(all.map(isHttpError)).toEqual([true, true, true]);
    expect(all.map(isRateLimitedError)).toEqual([true, false, false]);
    expect(all.map(isIdempotencyConflictError)).toEqual([false, true, false]);
    expect(all.map(isApiKeyScopeError)).toEqual([false, false, true]);
    expect(limited.retryAfterSeconds).toBe(3);
  });
});
