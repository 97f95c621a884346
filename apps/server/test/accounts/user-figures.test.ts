import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Decimal, type AccountFigures, type Order, type User } from '@beurs/domain';
import { loadUserView } from '../../src/accounts/user-view';
import { instruments, quotes } from '../../src/db/schema/index';
import { postLedgerEntry } from '../../src/ledger/ledger';
import { computeAccountFigures } from '../../src/orders/account-figures';
import { createCountingDb } from '../db/counting-db';
import { setQuote } from '../market/test-quotes';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The account figures of a `/users/` answer. */
async function figuresOnUsers(trader: TestTrader): Promise<AccountFigures> {
  const response = await callApi(server, 'getUser', { trader });
  expect(response.statusCode, response.body).toBe(200);
  const { currency, balance, equity, margin, free_margin, margin_level, unrealised_pnl } = response.json<{ user: User }>().user;
  return { currency, balance, equity, margin, free_margin, margin_level, unrealised_pnl };
}

async function openOrder(trader: TestTrader, body: Record<string, unknown>): Promise<Order> {
  const response = await callApi(server, 'openOrder', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

/** Lists a copy of AAPL under a new id, with a quote, as a later release's seed would: after this server started. */
async function listInstrumentAfterStart(instrumentId: string): Promise<void> {
  const [apple] = await server.context.db.select().from(instruments).where(eq(instruments.instrumentId, 'AAPL'));
  const [quote] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'AAPL'));
  if (!apple || !quote) throw new Error('AAPL is not seeded');
  await server.context.db.insert(instruments).values({ ...apple, instrumentId, name: `${apple.name} (new listing)` });
  await server.context.db.insert(quotes).values({ ...quote, instrumentId, bid: '50.00', ask: '50.02', time: server.clock.now() });
}

describe('/users/ account figures', () => {
  it('values open positions at the quotes in memory exactly as the database valuation does', async () => {
    const trader = await createTrader(server, { balance: '10000' });
    await setQuote(server, 'EURUSD', { bid: '1.09996', ask: '1.10004' });
    await setQuote(server, 'AAPL', { bid: '200.00', ask: '200.04' });
    await setQuote(server, 'EURGBP', { bid: '0.83996', ask: '0.84004' });
    await setQuote(server, 'SHEL', { bid: '25.00', ask: '25.02' });
    await openOrder(trader, { instrument_id: 'AAPL', side: 'buy', volume: '10', leverage: 5 });
    await openOrder(trader, { instrument_id: 'SHEL', side: 'sell', volume: '100', leverage: 5 });
    // A pending order holds no margin and has no P&L: it must not count.
    await openOrder(trader, { instrument_id: 'AAPL', side: 'buy', type: 'limit', price: '150.00', volume: '1', leverage: 5 });

    // Prices and the GBP and USD rates move after the positions opened.
    await setQuote(server, 'AAPL', { bid: '210.00', ask: '210.04' });
    await setQuote(server, 'SHEL', { bid: '25.48', ask: '25.50' });
    await setQuote(server, 'EURUSD', { bid: '1.08496', ask: '1.08504' });
    await setQuote(server, 'EURGBP', { bid: '0.85496', ask: '0.85504' });

    const fromDatabase = await computeAccountFigures(server.context.db, trader.userId);
    expect(await figuresOnUsers(trader)).toEqual(fromDatabase);
    // Not a trivially equal pair: both positions are valued and convert through moved rates.
    expect(fromDatabase.margin).toBe(Decimal.from('363.71').add('595.24').toFixed(2));
    expect(fromDatabase.unrealised_pnl).not.toBe('0.00');
    expect(fromDatabase.margin_level).not.toBeNull();
  });

  it('values a position on an instrument listed after the server started', async () => {
    await listInstrumentAfterStart('NEWCO');
    expect(server.context.market.has('NEWCO')).toBe(false);
    const trader = await createTrader(server, { balance: '5000' });
    await openOrder(trader, { instrument_id: 'NEWCO', side: 'buy', volume: '20', leverage: 5 });
    await openOrder(trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.1', leverage: 30 });
    await setQuote(server, 'EURUSD', { bid: '1.10496', ask: '1.10504' });

    expect(await figuresOnUsers(trader)).toEqual(await computeAccountFigures(server.context.db, trader.userId));
    // Kept from then on, and fed the ticks like every other instrument.
    expect(server.context.market.has('NEWCO')).toBe(true);
    await setQuote(server, 'NEWCO', { bid: '47.10', ask: '47.12' });
    const figures = await figuresOnUsers(trader);
    expect(figures).toEqual(await computeAccountFigures(server.context.db, trader.userId));
    expect(Decimal.from(figures.unrealised_pnl).isNegative()).toBe(true);
  });

  it('costs one query, and one more only to load an instrument the memory does not hold', async () => {
    await listInstrumentAfterStart('LATECO');
    const trader = await createTrader(server, { balance: '5000' });
    await openOrder(trader, { instrument_id: 'LATECO', side: 'sell', volume: '5', leverage: 5 });
    await openOrder(trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });

    const first = createCountingDb(server.context.database);
    await loadUserView(server.context, first.db, trader.userId);
    expect(first.count()).toBe(2);
    const again = createCountingDb(server.context.database);
    const view = await loadUserView(server.context, again.db, trader.userId);
    expect(again.count()).toBe(1);
    expect(view.margin).toBe((await computeAccountFigures(server.context.db, trader.userId)).margin);
  });

  it("shows the transaction's own writes when it is given the transaction", async () => {
    const trader = await createTrader(server, { balance: '1000' });
    await openOrder(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.1', leverage: 30 });
    const { context } = server;
    await context.db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        userId: trader.userId,
        cause: 'deposit',
        amount: Decimal.from('250'),
        method: 'bank_transfer',
        description: 'Test deposit',
        at: context.now(),
      });
      const view = await loadUserView(context, tx, trader.userId);
      expect(view.balance).toBe('1250.00');
      expect(view).toMatchObject(await computeAccountFigures(tx, trader.userId));
    });
  });
});
