import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody, PhotoDocument } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { cutShortBody, fileAndFieldBody, twoFileBody } from './multipart-bodies';

// The requests of issue 9 that stalled the server for 10-18 s or answered 500, one test each.
let server: TestServer;
let trader: TestTrader;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'beurs-reproducers-'));
  server = await startTestServer({ dataDir });
  // A route that fails the way a bug would, to see what a 500 carries. Added before the first request.
  server.app.get('/api/v1/test-only/fault', async () => {
    throw new Error('a fault no input can explain');
  });
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

function refusal(response: LightMyRequestResponse, field?: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorBody>();
  expect(body.code).toBe('validation_failed');
  expect(body.message.length).toBeGreaterThan(10);
  if (field) expect(body.fields?.map((entry) => entry.path)).toContain(field);
  return body;
}

async function expectServerAnswers(): Promise<void> {
  expect((await server.app.inject({ method: 'GET', url: '/api/v1/countries/' })).statusCode).toBe(200);
}

const auth = () => ({ authorization: `Bearer ${trader.accessToken}` });
const upload = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/users/uploadPassport',
    headers: { ...body.headers, ...auth() },
    payload: body.payload,
  });
const photos = async () => (await callApi(server, 'getPhoto', { trader })).json<{ photo: PhotoDocument[] }>().photo;

describe('decimal text', () => {
  it('refuses an amount of "1e100000000" at once and changes nothing (it stalled every request for 18 s)', async () => {
    const before = await balanceOf(server, trader);
    const response = await callApi(server, 'deposit', {
      trader,
      body: { meta: { wallet: '' }, amount: '1e100000000', type: 'bank_transfer', first_name: 'Anna', last_name: 'de Vries' },
    });
    expect(refusal(response, 'amount').message).toBe(
      'Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3',
    );
    expect(await balanceOf(server, trader)).toBe(before);
    await expectServerAnswers();
  });

  it('refuses a withdrawal and an order volume in exponent notation', async () => {
    refusal(
      await callApi(server, 'withdraw', {
        trader,
        body: { meta: { wallet: 'NL00BANK0123456789' }, amount: '1e9999999', type: 'bank_transfer', pin: '1234' },
      }),
      'amount',
    );
    refusal(
      await callApi(server, 'openOrder', { trader, body: { instrument_id: 'EURUSD', side: 'buy', volume: '1E-99999999', leverage: 30 } }),
      'volume',
    );
  });

  it('refuses a take-profit of 1e26 (it overflowed a numeric column with a 500), as text or as a number', async () => {
    const order = { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 };
    refusal(await callApi(server, 'openOrder', { trader, body: { ...order, take_profit: '1e26' } }), 'take_profit');
    const asNumber = refusal(await callApi(server, 'openOrder', { trader, body: { ...order, take_profit: 1e26 } }), 'take_profit');
    expect(asNumber.message).toBe('Take-profit can have at most 20 digits before the decimal point');
    refusal(await callApi(server, 'openOrder', { trader, body: { ...order, stop_loss: '9'.repeat(21) } }), 'stop_loss');
    const orders = await callApi(server, 'getOrderHistory', { trader, body: {} });
    expect(orders.json<{ orders: unknown[] }>().orders).toEqual([]);
  });
});

describe('text and dates', () => {
  it('refuses ?country=%00 on the economic calendar with a 400 that names the field (it was a 500)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/celendar/ecomomic?country=%00' });
    expect(refusal(response, 'country').message).toBe('Country contains a NUL character (U+0000): remove it and send the text again');
  });

  it('refuses a lone surrogate in a stored text field and keeps the old value', async () => {
    const response = await callApi(server, 'setWalletIdentification', { trader, body: { wallet: 'NL\ud800', type: 'bank_transfer' } });
    expect(refusal(response, 'wallet').message).toContain('lone UTF-16 surrogate');
    const user = (await callApi(server, 'getUser', { trader })).json<{ user: { wallet: unknown } }>().user;
    expect(user.wallet).toBeNull();
  });

  it('refuses ?to=0000-01-01 on both calendars (it was a 500)', async () => {
    for (const path of ['/api/v1/celendar/ecomomic', '/api/v1/celendar/earning']) {
      const response = await server.app.inject({ method: 'GET', url: `${path}?to=0000-01-01` });
      expect(refusal(response, 'to').message).toBe('To: must be a date between 1970-01-01 and 9999-12-31');
    }
    refusal(await callApi(server, 'getOrderHistory', { trader, body: { from: '0000-01-01T00:00:00Z' } }), 'from');
  });
});

describe('multipart uploads', () => {
  it('refuses multipart without a boundary with a 400 (it was a 500)', async () => {
    const response = await upload({ payload: 'not really multipart', headers: { 'content-type': 'multipart/form-data' } });
    expect(refusal(response, 'file').message).toContain('not complete multipart/form-data');
  });

  it('refuses a body cut short with a 400 and stores nothing (it was a 500)', async () => {
    const response = await upload(cutShortBody());
    expect(refusal(response, 'file').message).toContain('Send the file again');
    expect(await photos()).toEqual([]);
    const stored = await readdir(join(dataDir, 'uploads')).catch(() => []);
    expect(stored).toEqual([]);
  });

  it('refuses two files in one upload with a 400 naming the problem (the second was dropped silently)', async () => {
    const response = await upload(twoFileBody());
    expect(refusal(response).message).toBe('The request holds more than one file: upload one file per request. Nothing was stored.');
    expect(await photos()).toEqual([]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a form field besides the file', async () => {
    const response = await upload(fileAndFieldBody());
    expect(refusal(response, 'file').message).toContain('form field "note"');
    expect(await photos()).toEqual([]);
    await expectServerAnswers();
  });

  it('refuses a multipart body sent to a call that takes JSON with a 415 asking for JSON', async () => {
    const form = fileAndFieldBody();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/orders/open',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${trader.accessToken}` },
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json<ErrorBody>().message).toBe('Send the request body as application/json.');
    await expectServerAnswers();
  });
});

describe('request ids', () => {
  it('sends X-Request-Id on every answer, a fresh one each time', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/v1/countries/' });
    const second = await server.app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('puts the request id of a 500 in its body, as request_id and in the message', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/test-only/fault' });
    expect(response.statusCode).toBe(500);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('internal_error');
    expect(body.request_id).toBe(response.headers['x-request-id']);
    expect(body.message).toContain(String(body.request_id));
  });
});
