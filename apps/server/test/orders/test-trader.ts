import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Decimal, ENDPOINTS, endpointPath, type EndpointName, type Order } from '@beurs/domain';
import { startSession } from '../../src/auth/sessions';
import { countries, users } from '../../src/db/schema/index';
import { postLedgerEntry } from '../../src/ledger/ledger';
import type { TestServer } from '../test-server';

/** A user made straight in the database with a session, independent of the sign-up routes. */
export interface TestTrader {
  userId: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

async function testCountryId(server: TestServer): Promise<number> {
  await server.context.db.insert(countries).values({ id: 9528, name: 'Netherlands', code: 'NL', phoneCode: '+31' }).onConflictDoNothing();
  const [row] = await server.context.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'NL'));
  if (!row) throw new Error('No test country');
  return row.id;
}

/** Creates a user with `balance` EUR of virtual funds (a deposit in the ledger) and signs it in. */
export async function createTrader(server: TestServer, options: { balance?: string } = {}): Promise<TestTrader> {
  const { context } = server;
  const countryId = await testCountryId(server);
  const [user] = await context.db
    .insert(users)
    .values({
      email: `trader-${randomUUID()}@example.com`,
      passwordHash: 'not-used-by-these-tests',
      firstName: 'Test',
      lastName: 'Trader',
      phone: '+31 20 123 4567',
      countryId,
      createdAt: context.now(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('The test user was not created');
  const balance = Decimal.from(options.balance ?? '10000');
  if (balance.isPositive()) {
    await context.db.transaction((tx) =>
      postLedgerEntry(tx, {
        userId: user.id,
        cause: 'deposit',
        amount: balance,
        method: 'bank_transfer',
        description: 'Test deposit of virtual funds',
        at: context.now(),
      }),
    );
  }
  const session = await startSession(context, user.id);
  return { userId: user.id, ...session };
}

/** Signs the trader in again at the test clock's now (after moving the clock past the token's life). */
export async function renewSession(server: TestServer, trader: TestTrader): Promise<TestTrader> {
  const session = await startSession(server.context, trader.userId);
  return { userId: trader.userId, ...session };
}

/** Freezes an account the way the operator CLI does: the status on the users row. */
export async function freezeTrader(server: TestServer, trader: TestTrader): Promise<void> {
  await server.context.db.update(users).set({ status: 'frozen' }).where(eq(users.id, trader.userId));
}

/**
 * Calls one endpoint of the contract by name: as `trader` when given, or with `token` (an API
 * key's secret) as the bearer token; with more `headers`, and from `remoteAddress`, when given.
 */
export async function callApi(
  server: Pick<TestServer, 'app'>,
  name: EndpointName,
  options: {
    trader?: TestTrader;
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const endpoint = ENDPOINTS[name];
  const token = options.token ?? options.trader?.accessToken;
  return server.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint.path),
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** Opens an order as `trader` through `/orders/open` and answers it; any refusal fails the test. */
export async function placeOrder(server: TestServer, trader: TestTrader, body: Record<string, unknown>): Promise<Order> {
  const response = await callApi(server, 'openOrder', { trader, body });
  if (response.statusCode !== 200) throw new Error(`Expected the order to open, got ${response.statusCode}: ${response.body}`);
  return response.json<{ order: Order }>().order;
}

/** The refusal body of a 4xx answer, after checking its status and code. */
export function refusal(
  response: LightMyRequestResponse,
  statusCode: number,
  code: string,
): { message: string; fields?: Array<{ path: string; message: string }> } {
  if (response.statusCode !== statusCode) throw new Error(`Expected ${statusCode}, got ${response.statusCode}: ${response.body}`);
  const body = response.json<{ statusCode: number; code: string; message: string; fields?: Array<{ path: string; message: string }> }>();
  if (body.code !== code) throw new Error(`Expected code ${code}, got ${body.code}: ${body.message}`);
  return body;
}

/** The user's balance as the users row holds it. */
export async function balanceOf(server: TestServer, trader: TestTrader): Promise<string> {
  const [row] = await server.context.db.select({ balance: users.balance }).from(users).where(eq(users.id, trader.userId));
  return row?.balance ?? 'missing';
}
