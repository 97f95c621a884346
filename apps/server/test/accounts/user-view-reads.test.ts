import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, type User } from '@beurs/domain';
import { coalesceReads } from '../../src/accounts/coalesced-reads';
import { readUserViewRow, readUserViewRowOn, type UserViewRow } from '../../src/accounts/user-view-row';
import { callApi, createTrader, placeOrder, type TestTrader } from '../orders/test-trader';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-db-kind';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function usersAnswer(trader: TestTrader): Promise<User> {
  const response = await callApi(server, 'getUser', { trader });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user;
}

async function deposit(trader: TestTrader, amount: string): Promise<void> {
  const response = await callApi(server, 'deposit', {
    trader,
    body: { meta: { wallet: 'NL91 ABNA 0417 1643 00' }, amount, type: 'bank_transfer', first_name: 'Test', last_name: 'Trader' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Keeps `readers` `/users/` calls of `trader` going at all times until the returned function is called; it answers how many ran. */
function keepReading(trader: TestTrader, readers: number): () => Promise<number> {
  let reading = true;
  let calls = 0;
  const loops = Array.from({ length: readers }, async () => {
    while (reading) {
      await usersAnswer(trader);
      calls += 1;
      // A call that runs on the microtask queue only (inject, PGlite) would keep timers and I/O from ever running.
      await setImmediate();
    }
  });
  return async () => {
    reading = false;
    await Promise.all(loops);
    return calls;
  };
}

/** A promise with its resolve function: a point a test releases by hand. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('/users/ reads coalesced per user', () => {
  it('answers many concurrent calls of one user each with the whole view', async () => {
    const trader = await createTrader(server, { balance: '2500' });
    await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.1', leverage: 30 });
    const alone = await usersAnswer(trader);
    const together = await Promise.all(Array.from({ length: 40 }, () => usersAnswer(trader)));
    for (const answer of together) expect(answer).toEqual(alone);
    expect(alone.id).toBe(trader.userId);
    expect(Decimal.from(alone.margin).isPositive()).toBe(true);
  });

  it('shows a deposit or an order answered before the call, while other calls of the user are in flight', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const stop = keepReading(trader, 6);
    try {
      let balance = Decimal.from('1000');
      let margin = Decimal.from('0');
      for (let step = 0; step < 6; step += 1) {
        await deposit(trader, '100');
        balance = balance.add('100');
        expect((await usersAnswer(trader)).balance).toBe(balance.toFixed(2));
        await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
        const after = await usersAnswer(trader);
        expect(Decimal.from(after.margin).gt(margin), `margin ${after.margin} after order ${step + 1}`).toBe(true);
        margin = Decimal.from(after.margin);
      }
    } finally {
      expect(await stop()).toBeGreaterThan(0);
    }
  });

  it('never gives a call the answer of a read that started before it', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const firstQueried = gate();
    const firstHeld = gate();
    let started = 0;
    // The real read, held after its query has answered: a slow read, in flight, whose snapshot predates what follows.
    const read = coalesceReads(async (userId: string): Promise<UserViewRow | null> => {
      started += 1;
      const row = await readUserViewRowOn(server.context.database, userId);
      if (started === 1) {
        firstQueried.open();
        await firstHeld.opened;
      }
      return row;
    });

    const first = read(trader.userId);
    await firstQueried.opened;
    await deposit(trader, '250');
    // Both arrive after the deposit was answered and while the first read is in flight.
    const second = read(trader.userId);
    const third = read(trader.userId);
    expect(started).toBe(1);
    firstHeld.open();

    expect((await first)?.user.balance).toBe('1000.00');
    expect((await second)?.user.balance).toBe('1250.00');
    expect(await third).toBe(await second);
    // One read for the two: they waited for the same next read.
    expect(started).toBe(2);
  });

  it('rejects every call that shares a failing read, and the next read works', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const firstStarted = gate();
    const firstHeld = gate();
    let started = 0;
    // The second read fails as a read fails when its connection drops.
    const read = coalesceReads(async (userId: string): Promise<UserViewRow | null> => {
      started += 1;
      const attempt = started;
      if (attempt === 1) {
        firstStarted.open();
        await firstHeld.opened;
      }
      if (attempt === 2) throw new Error('The connection to the database was lost');
      return readUserViewRowOn(server.context.database, userId);
    });

    const first = read(trader.userId);
    await firstStarted.opened;
    const failures = Promise.allSettled([read(trader.userId), read(trader.userId), read(trader.userId)]);
    firstHeld.open();
    expect((await first)?.user.id).toBe(trader.userId);
    for (const outcome of await failures) {
      expect(outcome.status).toBe('rejected');
      expect(outcome.status === 'rejected' && (outcome.reason as Error).message).toBe('The connection to the database was lost');
    }
    expect((await read(trader.userId))?.user.balance).toBe('1000.00');
    expect(started).toBe(3);
  });

  it('gives the calls that arrive in one turn of the event loop one read', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    let started = 0;
    const read = coalesceReads((userId: string) => {
      started += 1;
      return readUserViewRowOn(server.context.database, userId);
    });
    const rows = await Promise.all(Array.from({ length: 10 }, () => read(trader.userId)));
    expect(started).toBe(1);
    for (const row of rows) expect(row?.user.id).toBe(trader.userId);
  });

  it('rejects the calls that share a read the database refuses, and reads again afterwards', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const read = coalesceReads((key: string) => readUserViewRowOn(server.context.database, key));
    // Not a uuid: the database refuses the statement's parameter.
    const refused = await Promise.allSettled([read('not-a-user-id'), read('not-a-user-id'), read('not-a-user-id')]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await read(trader.userId))?.user.id).toBe(trader.userId);
    expect(await read('not-a-user-id').catch(() => 'refused')).toBe('refused');
  });

  it('never mixes the answers of different users', async () => {
    const traders = await Promise.all(['1000', '2000', '3000', '4000', '5000'].map((balance) => createTrader(server, { balance })));
    const calls = Array.from({ length: 60 }, (_, index) => traders[index % traders.length] as TestTrader);
    const answers = await Promise.all(calls.map((trader) => usersAnswer(trader)));
    for (const [index, answer] of answers.entries()) {
      const trader = calls[index] as TestTrader;
      expect(answer.id).toBe(trader.userId);
      expect(answer.balance).toBe(`${(index % traders.length) + 1}000.00`);
    }
  });
});

describe('the /users/ statement on the database', () => {
  it('reads exactly what the Drizzle query reads', async () => {
    const trader = await createTrader(server, { balance: '4000' });
    await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.1', leverage: 30 });
    await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'sell', volume: '2', leverage: 5, stop_loss: '900.00' });
    await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', type: 'limit', price: '1.00', volume: '1', leverage: 5 });
    const { context } = server;
    const onDatabase = await readUserViewRowOn(context.database, trader.userId);
    // In a transaction the Drizzle query itself runs.
    const throughDrizzle = await context.db.transaction((tx) => readUserViewRow(tx, trader.userId));
    expect(onDatabase).toEqual(throughDrizzle);
    expect(onDatabase?.openOrders).toHaveLength(2);
    expect(onDatabase?.user.createdAt).toBeInstanceOf(Date);
    expect(await readUserViewRowOn(context.database, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  // PGlite's statement is prepared again when a migration changes a type it returns; pg's named
  // statements on PostgreSQL are not, and need not be: migrations run before the server serves.
  it.runIf(TEST_DB_KIND === 'pglite')('still answers after a migration changes the tables it reads', async () => {
    const trader = await createTrader(server, { balance: '3000' });
    await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.1', leverage: 30 });
    const { context } = server;
    const before = await readUserViewRowOn(context.database, trader.userId);
    try {
      await context.database.query('alter table users add column nickname text');
      await context.database.query('alter table orders add column memo text');
      await context.database.query('alter table users alter column phone type varchar(64)');
      expect(await readUserViewRowOn(context.database, trader.userId)).toEqual(before);
    } finally {
      await context.database.query('alter table users alter column phone type text');
      await context.database.query('alter table orders drop column memo');
      await context.database.query('alter table users drop column nickname');
    }
    expect(await readUserViewRowOn(context.database, trader.userId)).toEqual(before);
  });
});
