import { ENDPOINTS, type EndpointName } from '@beurs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '../index';
import { startTestServer, type TestServer } from './test-server';

interface Case<TName extends EndpointName> {
  method: 'GET' | 'POST';
  /** The path the server must see, spelled as in contract §7 under /api/v1/. */
  path: string;
  /** Whether the bearer token must be sent. */
  auth: boolean;
  input: Parameters<ApiClient[TName]>[0];
  /** How the input must arrive. */
  sent: 'json' | 'query' | 'none' | 'multipart';
  /** The query string the server must see. Defaults to none. */
  query?: string;
}

const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const person = { first_name: 'Ada', last_name: 'Lovelace' };

// Written out from contract §7 rather than read from ENDPOINTS, so a wrong path in either shows.
const CASES: { [TName in EndpointName]: Case<TName> } = {
  signup: {
    method: 'POST',
    path: '/api/v1/auth/signup',
    auth: false,
    sent: 'json',
    input: {
      email: 'ada@example.com',
      password: 'correct horse',
      ...person,
      phone: '+31 20 123 4567',
      country_id: 528,
      accept_terms: true,
      accept_risk_warning: true,
    },
  },
  signin: {
    method: 'POST',
    path: '/api/v1/auth/signin',
    auth: false,
    sent: 'json',
    input: { email: 'ada@example.com', password: 'correct horse' },
  },
  logout: { method: 'POST', path: '/api/v1/auth/logout', auth: true, sent: 'none', input: undefined },
  refresh: { method: 'POST', path: '/api/v1/auth/refresh', auth: false, sent: 'none', input: undefined },
  changePassword: {
    method: 'POST',
    path: '/api/v1/users/password/change',
    auth: true,
    sent: 'json',
    input: { current_password: 'correct horse', new_password: 'battery staple' },
  },
  getUser: { method: 'POST', path: '/api/v1/users/', auth: true, sent: 'none', input: undefined },
  updateClient: { method: 'POST', path: '/api/v1/users/client/update', auth: true, sent: 'json', input: { phone: '+31 6 1234 5678' } },
  deposit: {
    method: 'POST',
    path: '/api/v1/users/deposit',
    auth: true,
    sent: 'json',
    input: { meta: { wallet: '' }, amount: 250, type: 'bitcoin', ...person },
  },
  withdraw: {
    method: 'POST',
    path: '/api/v1/users/withdrawal',
    auth: true,
    sent: 'json',
    input: { meta: { wallet: 'NL91ABNA0417164300' }, amount: '100.50', type: 'bank_transfer', pin: '2468' },
  },
  openOrder: {
    method: 'POST',
    path: '/api/v1/orders/open',
    auth: true,
    sent: 'json',
    input: { instrument_id: 'EURUSD', side: 'buy', volume: 1, leverage: 30 },
  },
  closeOrder: { method: 'POST', path: '/api/v1/orders/close', auth: true, sent: 'json', input: { id: ORDER_ID, volume: '0.05' } },
  modifyOrder: {
    method: 'POST',
    path: '/api/v1/orders/modify',
    auth: true,
    sent: 'json',
    input: { id: ORDER_ID, sl: '1.08250', tp: null, trailing_distance: '0.00150' },
  },
  closeAllOrders: {
    method: 'POST',
    path: '/api/v1/orders/closeAll',
    auth: true,
    sent: 'json',
    input: { instrument_id: 'EURUSD', include_pending: true },
  },
  reverseOrder: { method: 'POST', path: '/api/v1/orders/reverse', auth: true, sent: 'json', input: { id: ORDER_ID } },
  getOrderHistory: { method: 'POST', path: '/api/v1/orders/history', auth: true, sent: 'json', input: { limit: 50 } },
  setOrderJournal: {
    method: 'POST',
    path: '/api/v1/orders/journal',
    auth: true,
    sent: 'json',
    input: { id: ORDER_ID, note: 'Entered on the retest', tags: ['breakout', 'eur'] },
  },
  uploadPassport: {
    method: 'POST',
    path: '/api/v1/users/uploadPassport',
    auth: true,
    sent: 'multipart',
    input: { file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), filename: 'passport.pdf' },
  },
  uploadCard: {
    method: 'POST',
    path: '/api/v1/users/uploadCard',
    auth: true,
    sent: 'multipart',
    input: { file: new File(['png'], 'card.png', { type: 'image/png' }) },
  },
  getPhoto: { method: 'POST', path: '/api/v1/users/getPhoto', auth: true, sent: 'none', input: undefined },
  savePin: { method: 'POST', path: '/api/v1/users/savePin', auth: true, sent: 'json', input: { code: '2468' } },
  getTransactions: { method: 'POST', path: '/api/v1/users/getTransactions', auth: true, sent: 'json', input: { limit: 20, offset: 40 } },
  giveMeCredit: { method: 'POST', path: '/api/v1/users/giveMeCredit', auth: true, sent: 'none', input: undefined },
  setWalletIdentification: {
    method: 'POST',
    path: '/api/v1/users/wallet/identification/set',
    auth: true,
    sent: 'json',
    input: { wallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', type: 'tron' },
  },
  getActivities: { method: 'POST', path: '/api/v1/users/activities', auth: true, sent: 'json', input: undefined },
  getCountries: { method: 'GET', path: '/api/v1/countries/', auth: false, sent: 'none', input: undefined },
  getSymbols: {
    method: 'GET',
    path: '/api/v1/symbols/',
    auth: true,
    sent: 'query',
    input: { type: 'crypto', country: 'NL' },
    query: '?type=crypto&country=NL',
  },
  getSymbolHistory: {
    method: 'POST',
    path: '/api/v1/symbols/history',
    auth: true,
    sent: 'json',
    input: { instrument_id: 'BTCUSD', resolution: '1h' },
  },
  getSpecialSymbols: { method: 'GET', path: '/api/v1/symbols/special', auth: true, sent: 'none', input: undefined },
  getNotifications: { method: 'GET', path: '/api/v1/notifications/', auth: true, sent: 'none', input: undefined },
  readNotifications: { method: 'POST', path: '/api/v1/notifications/read', auth: true, sent: 'json', input: { id: ORDER_ID } },
  getEconomicCalendar: {
    method: 'GET',
    path: '/api/v1/celendar/ecomomic',
    auth: false,
    sent: 'query',
    input: { from: '2026-11-01', to: '2026-11-30', country: undefined, importance: 'high' },
    query: '?from=2026-11-01&to=2026-11-30&importance=high',
  },
  getEarningsCalendar: { method: 'GET', path: '/api/v1/celendar/earning', auth: false, sent: 'query', input: undefined },
  getNews: { method: 'GET', path: '/api/v1/news', auth: true, sent: 'none', input: undefined },
  getPlatform: { method: 'GET', path: '/api/v1/platform', auth: false, sent: 'none', input: undefined },
  getQuotes: { method: 'GET', path: '/api/v1/quotes/', auth: false, sent: 'query', input: { type: 'crypto' }, query: '?type=crypto' },
  signinSecondFactor: {
    method: 'POST',
    path: '/api/v1/auth/signin/second-factor',
    auth: false,
    sent: 'json',
    input: { challenge_token: 'challenge-1', code: '123456' },
  },
  getTwoFactor: { method: 'GET', path: '/api/v1/users/two-factor', auth: true, sent: 'none', input: undefined },
  enrolTwoFactor: {
    method: 'POST',
    path: '/api/v1/users/two-factor/enrol',
    auth: true,
    sent: 'json',
    input: { password: 'correct horse' },
  },
  confirmTwoFactor: { method: 'POST', path: '/api/v1/users/two-factor/confirm', auth: true, sent: 'json', input: { code: '123456' } },
  disableTwoFactor: {
    method: 'POST',
    path: '/api/v1/users/two-factor/disable',
    auth: true,
    sent: 'json',
    input: { password: 'correct horse', recovery_code: 'abcd-efgh-jkmn' },
  },
  getSessions: { method: 'GET', path: '/api/v1/users/sessions', auth: true, sent: 'none', input: undefined },
  endSession: { method: 'POST', path: '/api/v1/users/sessions/end', auth: true, sent: 'json', input: { id: ORDER_ID } },
  getWatchlists: { method: 'GET', path: '/api/v1/watchlists/', auth: true, sent: 'none', input: undefined },
  saveWatchlist: {
    method: 'POST',
    path: '/api/v1/watchlists/save',
    auth: true,
    sent: 'json',
    input: { id: ORDER_ID, name: 'Favourites', instrument_ids: ['EURUSD', 'AAPL'] },
  },
  deleteWatchlist: { method: 'POST', path: '/api/v1/watchlists/delete', auth: true, sent: 'json', input: { id: ORDER_ID } },
  getAlerts: { method: 'GET', path: '/api/v1/alerts/', auth: true, sent: 'none', input: undefined },
  createAlert: {
    method: 'POST',
    path: '/api/v1/alerts/create',
    auth: true,
    sent: 'json',
    input: { instrument_id: 'EURUSD', condition: 'above', price: '1.10500', note: 'Breakout' },
  },
  deleteAlert: { method: 'POST', path: '/api/v1/alerts/delete', auth: true, sent: 'json', input: { id: ORDER_ID } },
  getStatement: {
    method: 'POST',
    path: '/api/v1/users/statement',
    auth: true,
    sent: 'json',
    input: { from: '2026-11-01', to: '2026-11-30' },
  },
  getStatistics: { method: 'POST', path: '/api/v1/users/statistics', auth: true, sent: 'json', input: undefined },
  getApiKeys: { method: 'GET', path: '/api/v1/users/api-keys', auth: true, sent: 'none', input: undefined },
  createApiKey: {
    method: 'POST',
    path: '/api/v1/users/api-keys/create',
    auth: true,
    sent: 'json',
    input: { name: 'Crossover bot', scopes: ['read', 'trade'] },
  },
  revokeApiKey: { method: 'POST', path: '/api/v1/users/api-keys/revoke', auth: true, sent: 'json', input: { id: ORDER_ID } },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/v1/auth/password-reset/request',
    auth: false,
    sent: 'json',
    input: { email: 'ada@example.com' },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    auth: false,
    sent: 'json',
    input: { token: 'reset-token-1', new_password: 'lantern orchard velvet' },
  },
};

const TOKENS = { accessToken: 'access-token', refreshToken: 'refresh-token' };

describe('every call of the contract', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((request) =>
      request.path.includes('/auth/signin') || request.path.endsWith('/auth/refresh')
        ? { json: { accessToken: 'new-access', refreshToken: 'new-refresh' } }
        : { json: { ok: true } },
    );
  });
  afterAll(() => server.close());

  it('has a function for each of the 29 calls and the extensions (order changes, close all and reverse, platform, two-factor, password reset, devices, quotes, watchlists, alerts, journal, statement and statistics, API keys), and a case here for each', () => {
    const client = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore(), onSessionEnded: () => {} });
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    expect(Object.keys(client).sort()).toEqual([...Object.keys(ENDPOINTS), 'rateLimit'].sort());
    expect(Object.keys(ENDPOINTS)).toHaveLength(55);
  });

  it('types as uploads exactly the calls the contract sends as multipart', () => {
    const multipart = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => endpoint.body === 'multipart')
      .map(([name]) => name);
    expect(multipart.sort()).toEqual(['uploadCard', 'uploadPassport']);
  });

  it.each(Object.entries(CASES))('%s: sends the right method, path, headers and body', async (name, expected) => {
    const client = createApiClient({ baseUrl: `${server.url}/`, tokenStore: createMemoryTokenStore(TOKENS), onSessionEnded: () => {} });
    const call = client[name as EndpointName] as (input?: unknown) => Promise<unknown>;
    const before = server.requests.length;

    await call(expected.input);

    expect(server.requests).toHaveLength(before + 1);
    const received = server.requests[before];
    expect(received?.method).toBe(expected.method);
    expect(received?.path).toBe(expected.path);
    expect(received?.search).toBe(expected.query ?? '');
    expect(received?.headers.authorization).toBe(expected.auth ? 'Bearer access-token' : undefined);
    const contentType = received?.headers['content-type'];
    if (expected.sent === 'json') {
      expect(contentType).toBe('application/json');
      expect(JSON.parse(received?.body.toString() ?? '')).toEqual(expected.input ?? {});
    } else if (expected.sent === 'multipart') {
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    } else {
      expect(contentType).toBeUndefined();
      expect(received?.body).toHaveLength(0);
    }
  });

  it('sends the refresh token in the Refresh header, with no body and no bearer', async () => {
    const tokenStore = createMemoryTokenStore(TOKENS);
    const client = createApiClient({ baseUrl: server.url, tokenStore, onSessionEnded: () => {} });
    const before = server.requests.length;

    await expect(client.refresh()).resolves.toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });

    const received = server.requests[before];
    expect(received?.headers.refresh).toBe('refresh-token');
    expect(received?.headers.authorization).toBeUndefined();
    expect(received?.body).toHaveLength(0);
    expect(tokenStore.getAccessToken()).toBe('new-access');
    expect(tokenStore.getRefreshToken()).toBe('new-refresh');
  });

  it('keeps a path prefix of the base URL (an API behind a reverse proxy)', async () => {
    const client = createApiClient({ baseUrl: `${server.url}/broker//`, tokenStore: createMemoryTokenStore(), onSessionEnded: () => {} });
    const before = server.requests.length;
    await client.getCountries();
    expect(server.requests[before]?.path).toBe('/broker/api/v1/countries/');
  });
});
