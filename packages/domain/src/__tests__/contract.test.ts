import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ENDPOINTS,
  closeOrderRequest,
  depositRequest,
  endpointPath,
  modifyOrderRequest,
  openOrderRequest,
  savePinRequest,
  signupRequest,
  withdrawalRequest,
  clientUpdateRequest,
  signinRequest,
} from '../index';

function messagesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('endpoint table (contract §7)', () => {
  it('has all 29 calls with their methods and paths spelled exactly as in the spec', () => {
    const table = Object.values(ENDPOINTS)
      .filter((endpoint) => !('extension' in endpoint))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(table).toEqual([
      'POST auth/signup',
      'POST auth/signin',
      'POST auth/logout',
      'POST auth/refresh',
      'POST users/password/change',
      'POST /users/',
      'POST /users/client/update',
      'POST /users/deposit',
      'POST /users/withdrawal',
      'POST /orders/open',
      'POST /orders/close',
      'POST /orders/history',
      'POST /users/uploadPassport',
      'POST /users/uploadCard',
      'POST /users/getPhoto',
      'POST /users/savePin',
      'POST /users/getTransactions',
      'POST /users/giveMeCredit',
      'POST /users/wallet/identification/set',
      'POST /users/activities',
      'GET /countries/',
      'GET /symbols/',
      'POST /symbols/history',
      'GET /symbols/special',
      'GET /notifications/',
      'POST /notifications/read',
      'GET /celendar/ecomomic',
      'GET /celendar/earning',
      'GET /news',
    ]);
  });

  it('marks as unauthenticated only sign-up, sign-in, refresh, password reset, countries and the calendars', () => {
    const open = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => !endpoint.auth)
      .map(([name]) => name);
    expect(open).toEqual([
      'signup',
      'signin',
      'refresh',
      'getCountries',
      'getEconomicCalendar',
      'getEarningsCalendar',
      'getPlatform',
      'signinSecondFactor',
      'requestPasswordReset',
      'resetPassword',
      'getQuotes',
    ]);
  });

  it('adds beyond the spec only order changes and order tools, the platform call, two-factor sign-in, password reset, device sessions, public quotes, watchlists and alerts, the journal, the statement and statistics, and API keys, each marked', () => {
    const extensions = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => 'extension' in endpoint)
      .map(([name, endpoint]) => `${name} ${endpoint.method} ${endpoint.path}`);
    expect(extensions).toEqual([
      'modifyOrder POST /orders/modify',
      'closeAllOrders POST /orders/closeAll',
      'reverseOrder POST /orders/reverse',
      'setOrderJournal POST /orders/journal',
      'getPlatform GET /platform',
      'signinSecondFactor POST auth/signin/second-factor',
      'getTwoFactor GET /users/two-factor',
      'enrolTwoFactor POST /users/two-factor/enrol',
      'confirmTwoFactor POST /users/two-factor/confirm',
      'disableTwoFactor POST /users/two-factor/disable',
      'requestPasswordReset POST auth/password-reset/request',
      'resetPassword POST auth/password-reset/confirm',
      'getSessions GET /users/sessions',
      'endSession POST /users/sessions/end',
      'getQuotes GET /quotes/',
      'getWatchlists GET /watchlists/',
      'saveWatchlist POST /watchlists/save',
      'deleteWatchlist POST /watchlists/delete',
      'getAlerts GET /alerts/',
      'createAlert POST /alerts/create',
      'deleteAlert POST /alerts/delete',
      'getStatement POST /users/statement',
      'getStatistics POST /users/statistics',
      'getApiKeys GET /users/api-keys',
      'createApiKey POST /users/api-keys/create',
      'revokeApiKey POST /users/api-keys/revoke',
    ]);
  });

  it('refuses a frozen account exactly the actions of contract §6, changing, closing all or reversing orders (extension of "open or close orders"), and creating an API key', () => {
    const refused = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => endpoint.refusedWhenFrozen)
      .map(([name]) => name);
    expect(refused.sort()).toEqual(
      [
        'updateClient',
        'withdraw',
        'openOrder',
        'closeOrder',
        'modifyOrder',
        'closeAllOrders',
        'reverseOrder',
        'uploadPassport',
        'uploadCard',
        'savePin',
        'giveMeCredit',
        'setWalletIdentification',
        // A frozen account's new key could trade the moment the account thaws, out of its owner's sight.
        'createApiKey',
      ].sort(),
    );
  });

  it('puts every path under /api/v1/ with one slash, keeping a trailing slash', () => {
    expect(endpointPath(ENDPOINTS.signin.path)).toBe('/api/v1/auth/signin');
    expect(endpointPath(ENDPOINTS.getUser.path)).toBe('/api/v1/users/');
    expect(endpointPath(ENDPOINTS.getEconomicCalendar.path)).toBe('/api/v1/celendar/ecomomic');
    expect(endpointPath(ENDPOINTS.getPlatform.path)).toBe('/api/v1/platform');
  });
});

describe('request validation messages', () => {
  const deposit = { meta: { wallet: 'bc1' }, type: 'bitcoin', first_name: 'Ada', last_name: 'Lovelace' };

  it('accepts a deposit sent as 0, as the spec client does', () => {
    expect(depositRequest.parse({ ...deposit, amount: 0 }).amount).toBe('0');
  });

  it('normalises an amount sent as a number or as text', () => {
    expect(depositRequest.parse({ ...deposit, amount: 250.5 }).amount).toBe('250.5');
    expect(depositRequest.parse({ ...deposit, amount: ' 250.50 ' }).amount).toBe('250.5');
  });

  it('refuses an over-precise, negative, too small, too large or non-numeric amount with a reason', () => {
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: 10.001 }))).toEqual(['Amount can have at most 2 decimal places']);
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: -5 }))).toEqual(['Amount cannot be negative']);
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: 9.99 }))).toEqual(['Amount must be at least 10 EUR']);
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: 1_000_000.01 }))).toEqual(['Amount must be at most 1000000 EUR']);
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: 'ten' }))).toEqual(['Amount must be a number, like 250 or 250.50']);
    expect(messagesOf(depositRequest.safeParse({ ...deposit, amount: true }))).toEqual(['Amount must be a number, like 250 or 250.50']);
  });

  it('does not accept a withdrawal of 0', () => {
    const result = withdrawalRequest.safeParse({ meta: { wallet: 'bc1' }, amount: 0, type: 'bitcoin', pin: '1234' });
    expect(messagesOf(result)).toEqual(['Amount must be at least 10 EUR']);
  });

  it('names the payment methods when the type is unknown', () => {
    const result = withdrawalRequest.safeParse({ meta: { wallet: 'bc1' }, amount: 20, type: 'paypal', pin: '1234' });
    expect(messagesOf(result)[0]).toBe('Choose a payment method: bitcoin, tether, ethereum, tron, bank_transfer, credit_card');
  });

  it('takes a PIN of 4 to 6 digits only', () => {
    expect(savePinRequest.safeParse({ code: '1234' }).success).toBe(true);
    expect(savePinRequest.safeParse({ code: '123456' }).success).toBe(true);
    expect(messagesOf(savePinRequest.safeParse({ code: '123' }))).toEqual(['PIN must be 4 to 6 digits']);
    expect(messagesOf(savePinRequest.safeParse({ code: '12a4' }))).toEqual(['PIN must be 4 to 6 digits']);
    expect(messagesOf(savePinRequest.safeParse({ code: 1234 }))).toEqual(['PIN must be text']);
  });

  it('needs a price for limit and stop orders and refuses one on a market order', () => {
    const base = { instrument_id: 'EURUSD', side: 'buy', volume: '1', leverage: 30 };
    expect(openOrderRequest.parse(base).type).toBe('market');
    expect(messagesOf(openOrderRequest.safeParse({ ...base, type: 'limit' }))).toEqual(['A limit order needs a price']);
    expect(messagesOf(openOrderRequest.safeParse({ ...base, price: '1.1' }))).toEqual([
      'A market order takes no price; choose limit or stop',
    ]);
  });

  it('takes a trailing distance with a market order only', () => {
    const base = { instrument_id: 'EURUSD', side: 'buy', volume: '1', leverage: 30 };
    expect(openOrderRequest.parse({ ...base, trailing_distance: '0.0020' }).trailing_distance).toBe('0.002');
    expect(messagesOf(openOrderRequest.safeParse({ ...base, type: 'stop', price: '1.2', trailing_distance: '0.0020' }))).toEqual([
      'A trailing stop follows an open position; set it once this order has filled',
    ]);
  });

  it('refuses volumes below the minimum lot or with more than 2 decimals, and fractional leverage', () => {
    const base = { instrument_id: 'EURUSD', side: 'buy', leverage: 30 };
    expect(messagesOf(openOrderRequest.safeParse({ ...base, volume: '0.001' }))).toEqual(['Volume can have at most 2 decimal places']);
    expect(messagesOf(openOrderRequest.safeParse({ ...base, volume: '0' }))).toEqual(['Volume must be at least 0.01']);
    expect(messagesOf(openOrderRequest.safeParse({ ...base, volume: '1', leverage: 2.5 }))).toEqual([
      'Leverage must be a whole number, like 5',
    ]);
  });

  it('needs a valid id to close an order', () => {
    expect(messagesOf(closeOrderRequest.safeParse({ id: 'abc' }))).toEqual(['Must be a valid id']);
  });

  it('closes part of a position with a volume in lots of 0.01 (extension)', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(closeOrderRequest.parse({ id, volume: 0.5 })).toEqual({ id, volume: '0.5' });
    expect(closeOrderRequest.parse({ id })).toEqual({ id });
    expect(messagesOf(closeOrderRequest.safeParse({ id, volume: '0.001' }))).toEqual(['Volume can have at most 2 decimal places']);
    expect(messagesOf(closeOrderRequest.safeParse({ id, volume: '0' }))).toEqual(['Volume must be at least 0.01']);
  });

  it('tells apart a field left out, a field set to null and a new level when an order is modified (extension)', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(modifyOrderRequest.parse({ id, sl: '1.0825', tp: null })).toEqual({ id, sl: '1.0825', tp: null });
    expect(modifyOrderRequest.parse({ id, trailing_distance: 0.0015 })).toEqual({ id, trailing_distance: '0.0015' });
    expect(messagesOf(modifyOrderRequest.safeParse({ id, price: null }))).toEqual(['Price must be a number, like 250 or 250.50']);
    expect(messagesOf(modifyOrderRequest.safeParse({ id, trailing_distance: '-1' }))).toEqual(['Trailing distance cannot be negative']);
  });

  it('requires the terms and the risk warning to be accepted at sign-up', () => {
    const form = {
      email: ' Ada@Example.com ',
      password: 'correct horse battery',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+31 20 123 4567',
      country_id: 150,
      accept_terms: true,
      accept_risk_warning: true,
    };
    expect(signupRequest.parse(form).email).toBe('ada@example.com');
    expect(messagesOf(signupRequest.safeParse({ ...form, accept_risk_warning: false }))).toEqual([
      'You must confirm that you have read the risk warning',
    ]);
    expect(messagesOf(signupRequest.safeParse({ ...form, password: 'short' }))).toEqual(['Password must be at least 8 characters']);
    expect(messagesOf(signupRequest.safeParse({ ...form, email: 'not-an-email' }))).toEqual([
      'Enter a valid email address, like name@example.com',
    ]);
  });

  it('refuses an empty profile update', () => {
    expect(messagesOf(clientUpdateRequest.safeParse({}))).toEqual(['Change at least one field']);
  });
});

describe('type errors', () => {
  it('tells a missing field from one of the wrong type', () => {
    expect(messagesOf(signinRequest.safeParse({ password: 'x' }))).toEqual(['Email is required']);
    expect(messagesOf(signinRequest.safeParse({ email: 42, password: 'x' }))).toEqual(['Email must be text']);
    expect(messagesOf(savePinRequest.safeParse({}))).toEqual(['PIN is required']);
    expect(messagesOf(savePinRequest.safeParse({ code: 1234 }))).toEqual(['PIN must be text']);
    expect(messagesOf(openOrderRequest.safeParse({ instrument_id: 7, side: 'buy', volume: '1', leverage: 1 }))).toEqual([
      'Instrument must be given by its id, as text',
    ]);
  });
});
