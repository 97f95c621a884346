import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, IDEMPOTENCY_KEY_TTL_HOURS, PIN_RULES, type Order } from '@beurs/domain';
import { idempotencyKeys, orders, users } from '../../src/db/schema/index';
import type { RealtimeHub } from '../../src/notifications/realtime-hub';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, createTrader, refusal, type TestTrader } from '../orders/test-trader';
import { depositBody, entriesOf, keyedCall, ordersOf, REPLAYED, withdrawalBody } from './keyed-call';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const HOUR = 3_600_000;
const EURUSD = { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 };

async function withPin(trader: TestTrader): Promise<TestTrader> {
  const saved = await keyedCall(server, 'savePin', { trader, body: { code: '1234' } });
  expect(saved.statusCode, saved.body).toBe(200);
  return trader;
}

async function openOrder(trader: TestTrader): Promise<Order> {
  const response = await keyedCall(server, 'openOrder', { trader, body: EURUSD });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

describe('Idempotency-Key on the money calls', () => {
  it('deposits once: the repeat answers the same bytes, marked as replayed, and the balance moves once', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const first = await keyedCall(server, 'deposit', { trader, body: depositBody('250.00'), key: 'deposit-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await keyedCall(server, 'deposit', { trader, body: depositBody('250.00'), key: 'deposit-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await entriesOf(server, trader, 'deposit')).toHaveLength(2);
    expect(await balanceOf(server, trader)).toBe('1250.00');
  });

  it('refuses the same key with another body (409) and changes nothing', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    expect((await keyedCall(server, 'deposit', { trader, body: depositBody('100'), key: 'k-body' })).statusCode).toBe(200);
    const other = refusal(
      await keyedCall(server, 'deposit', { trader, body: depositBody('999'), key: 'k-body' }),
      409,
      ERROR_CODES.idempotencyConflict,
    );
    expect(other.message).toBe(
      'The Idempotency-Key "k-body" was used for another request to POST /api/v1/users/deposit on 2026-11-23 14:30 UTC. Send a new key for a new request, or the same request again to get its first answer.',
    );
    expect(await balanceOf(server, trader)).toBe('1100.00');
  });

  it('refuses the same key on another call (409) and changes nothing', async () => {
    const trader = await withPin(await createTrader(server, { balance: '1000' }));
    expect((await keyedCall(server, 'deposit', { trader, body: depositBody('100'), key: 'k-call' })).statusCode).toBe(200);
    const other = refusal(
      await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('50', '1234'), key: 'k-call' }),
      409,
      ERROR_CODES.idempotencyConflict,
    );
    expect(other.message).toContain('was used for POST /api/v1/users/deposit on 2026-11-23 14:30 UTC. Send a new key for this request.');
    expect(await entriesOf(server, trader, 'withdrawal')).toHaveLength(0);
    expect(await balanceOf(server, trader)).toBe('1100.00');
  });

  it('keeps no key for a refused request: the retry after funding succeeds', async () => {
    const trader = await withPin(await createTrader(server, { balance: '100' }));
    refusal(
      await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('500', '1234'), key: 'after-funding' }),
      422,
      ERROR_CODES.insufficientFunds,
    );
    expect((await keyedCall(server, 'deposit', { trader, body: depositBody('1000') })).statusCode).toBe(200);
    const retry = await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('500', '1234'), key: 'after-funding' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers[REPLAYED]).toBeUndefined();
    expect(await balanceOf(server, trader)).toBe('600.00');
  });

  it('counts a wrong PIN sent with a key, so keys give no extra guesses', async () => {
    const trader = await withPin(await createTrader(server, { balance: '1000' }));
    for (let guess = 1; guess < PIN_RULES.maxFailedAttempts; guess += 1) {
      refusal(
        await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('10', '0000'), key: 'pin-guess' }),
        403,
        ERROR_CODES.wrongPin,
      );
      const [row] = await server.context.db.select({ failures: users.pinFailedAttempts }).from(users).where(eq(users.id, trader.userId));
      expect(row?.failures).toBe(guess);
    }
    refusal(
      await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('10', '0000'), key: 'pin-guess' }),
      429,
      ERROR_CODES.pinLocked,
    );
    // Locked now: the right PIN, under a fresh key, is refused too.
    refusal(
      await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('10', '1234'), key: 'pin-right' }),
      429,
      ERROR_CODES.pinLocked,
    );
    expect(await entriesOf(server, trader, 'withdrawal')).toHaveLength(0);
  });

  it('keeps the PIN out of the stored request hash: the repeat with a wrong PIN answers the first withdrawal and moves nothing', async () => {
    const trader = await withPin(await createTrader(server, { balance: '1000' }));
    const first = await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('10', '1234'), key: 'pin-hash' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await keyedCall(server, 'withdraw', { trader, body: withdrawalBody('10', '9999'), key: 'pin-hash' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await balanceOf(server, trader)).toBe('990.00');
  });

  it(`treats a key older than ${IDEMPOTENCY_KEY_TTL_HOURS} hours as new, and forgets expired keys`, async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const other = await createTrader(server, { balance: '1000' });
    expect((await keyedCall(server, 'deposit', { trader, body: depositBody('10'), key: 'old-key' })).statusCode).toBe(200);
    expect((await keyedCall(server, 'deposit', { trader: other, body: depositBody('10'), key: 'forgotten' })).statusCode).toBe(200);
    const past = new Date(server.clock.now().getTime() - (IDEMPOTENCY_KEY_TTL_HOURS + 1) * HOUR);
    await server.context.db.update(idempotencyKeys).set({ createdAt: past }).where(eq(idempotencyKeys.userId, trader.userId));
    await server.context.db.update(idempotencyKeys).set({ createdAt: past }).where(eq(idempotencyKeys.userId, other.userId));

    // Another body under the old key is no conflict: the key is new again.
    const fresh = await keyedCall(server, 'deposit', { trader, body: depositBody('20'), key: 'old-key' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers[REPLAYED]).toBeUndefined();
    expect(await balanceOf(server, trader)).toBe('1030.00');
    // A new claim forgot the other account's expired key.
    expect(await server.context.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, other.userId))).toEqual([]);
  });

  it('keeps keys per account: another account may use the same key', async () => {
    const alice = await createTrader(server, { balance: '1000' });
    const bob = await createTrader(server, { balance: '1000' });
    expect((await keyedCall(server, 'deposit', { trader: alice, body: depositBody('10'), key: 'shared' })).statusCode).toBe(200);
    const mine = await keyedCall(server, 'deposit', { trader: bob, body: depositBody('10'), key: 'shared' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers[REPLAYED]).toBeUndefined();
    expect(await balanceOf(server, bob)).toBe('1010.00');
  });

  it('refuses a header that is empty, too long, repeated or has other characters (400), and does nothing', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    for (const [key, words] of [
      ['', 'is empty'],
      ['k'.repeat(65), 'has 65 characters, more than 64'],
      ['two words', 'holds characters other than letters, digits and . _ : -'],
      ['a/b', 'holds characters other than letters, digits and . _ : -'],
    ] as const) {
      const body = refusal(await keyedCall(server, 'deposit', { trader, body: depositBody('10'), key }), 400, ERROR_CODES.validation);
      expect(body.message).toBe(
        `The Idempotency-Key header ${words}: send a key of 1 to 64 letters, digits or . _ : - that is new for each new request (a UUID works), or leave the header out.`,
      );
    }
    expect(await balanceOf(server, trader)).toBe('1000.00');
  });
});

describe('Idempotency-Key on the order calls', () => {
  it('opens, modifies, closes, reverses and closes all once each, the repeats answering the first answers', async () => {
    const trader = await createTrader(server);
    const opened = await keyedCall(server, 'openOrder', { trader, body: EURUSD, key: 'open-1' });
    expect(opened.statusCode, opened.body).toBe(200);
    const order = opened.json<{ order: Order }>().order;
    const twice = async (
      name: 'openOrder' | 'modifyOrder' | 'closeOrder' | 'reverseOrder' | 'closeAllOrders',
      body: unknown,
      key: string,
    ) => {
      const first = name === 'openOrder' ? opened : await keyedCall(server, name, { trader, body, key });
      expect(first.statusCode, first.body).toBe(200);
      const again = await keyedCall(server, name, { trader, body, key });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers[REPLAYED]).toBe('true');
      expect(again.body).toBe(first.body);
      return first;
    };
    await twice('openOrder', EURUSD, 'open-1');
    expect(await ordersOf(server, trader)).toHaveLength(1);

    const stop = Decimal.from(order.open_price ?? '0')
      .sub('0.01000')
      .toFixed(5);
    await twice('modifyOrder', { id: order.id, sl: stop }, 'modify-1');

    const reversed = await twice('reverseOrder', { id: order.id }, 'reverse-1');
    const { opened: opposite } = reversed.json<{ opened: Order }>();
    expect(await ordersOf(server, trader)).toHaveLength(2);

    const second = await openOrder(trader);
    await twice('closeOrder', { id: second.id }, 'close-1');
    expect(await entriesOf(server, trader, 'realised_pnl')).toHaveLength(2);

    const all = await twice('closeAllOrders', {}, 'close-all-1');
    expect(all.json<{ orders: Order[] }>().orders.map((each) => each.id)).toEqual([opposite.id]);
    expect(await entriesOf(server, trader, 'realised_pnl')).toHaveLength(3);
  });

  it('pushes the orders once, after the commit, and not at all for a refusal', async () => {
    const trader = await createTrader(server);
    const order = await openOrder(trader);
    const real = server.context.realtime;
    const pushed: Array<Promise<string | undefined>> = [];
    // What another connection reads at the moment of the push: the close must be committed by then.
    const recording: RealtimeHub = {
      ...real,
      pushOrders: (userId) => {
        if (userId !== trader.userId) return;
        pushed.push(
          server.context.db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, order.id))
            .then(([row]) => row?.status),
        );
      },
    };
    server.context.realtime = recording;
    try {
      expect((await keyedCall(server, 'closeOrder', { trader, body: { id: order.id }, key: 'push-1' })).statusCode).toBe(200);
      expect((await keyedCall(server, 'closeOrder', { trader, body: { id: order.id }, key: 'push-1' })).statusCode).toBe(200);
      refusal(
        await keyedCall(server, 'closeOrder', { trader, body: { id: order.id }, key: 'push-2' }),
        409,
        ERROR_CODES.orderAlreadyClosed,
      );
    } finally {
      server.context.realtime = real;
    }
    expect(await Promise.all(pushed)).toEqual(['closed']);
  });
});
