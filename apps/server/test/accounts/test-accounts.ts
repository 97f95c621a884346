import type { LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, endpointPath, type EndpointName, type SignupRequest, type TokenPair } from '@beurs/domain';
import { expect } from 'vitest';
import type { TestServer } from '../test-server';

/** A signed-up, signed-in account of a test. */
export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/** A valid registration form with a fresh email. */
export function signupForm(overrides: Partial<SignupRequest> = {}): SignupRequest {
  counter += 1;
  return {
    email: `trader${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    first_name: 'Anna',
    last_name: 'de Vries',
    phone: '+31 20 123 4567',
    country_id: 528,
    accept_terms: true,
    accept_risk_warning: true,
    ...overrides,
  };
}

/** Calls one endpoint of the contract by name, with a bearer token and a JSON body when given, from 127.0.0.1 or `from`. */
export async function call(
  server: TestServer,
  name: EndpointName,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<LightMyRequestResponse> {
  const endpoint = ENDPOINTS[name];
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return server.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint.path),
    headers,
    ...(options.from === undefined ? {} : { remoteAddress: options.from }),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** Signs in (from 127.0.0.1 or `from`) and returns the token pair; fails the test on anything but 200. */
export async function signIn(server: TestServer, email: string, password: string, from?: string): Promise<TokenPair> {
  const response = await call(server, 'signin', { body: { email, password }, ...(from === undefined ? {} : { from }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TokenPair>();
}

/** Registers a fresh account and signs it in. */
export async function createAccount(server: TestServer, overrides: Partial<SignupRequest> = {}): Promise<TestAccount> {
  const form = signupForm(overrides);
  const signup = await call(server, 'signup', { body: form });
  expect(signup.statusCode, signup.body).toBe(200);
  const tokens = await signIn(server, form.email, form.password);
  const me = await call(server, 'getUser', { token: tokens.accessToken });
  expect(me.statusCode, me.body).toBe(200);
  return { email: form.email, password: form.password, userId: me.json<{ user: { id: string } }>().user.id, ...tokens };
}

/** Expects a refusal with this status and code, and returns its message. */
export function expectError(response: LightMyRequestResponse, statusCode: number, code: string): string {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json<{ statusCode: number; code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(body.statusCode).toBe(statusCode);
  expect(body.message.length).toBeGreaterThan(10);
  return body.message;
}

/** The sign-in session an access token belongs to (its `sid` claim). */
export function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
  if (typeof claims.sid !== 'string') throw new Error('The access token carries no session id');
  return claims.sid;
}
