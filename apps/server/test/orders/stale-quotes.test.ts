import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Order } from '@beurs/domain';
import { orders } from '../../src/db/schema/index';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, callApi, createTrader, refusal, type TestTrader } from './test-trader';

// Ticks of 1 s, so a quote is stale after 3 s (three ticks) unless it moves.
let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer({ market: { tickMs: 1_000, maxQuoteAgeMs: null } });
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function open(body: Record<string, unknown>) {
  return callApi(server, 'openOrder', { trader, body });
}

async function statusOf(order: Order) {
  const [row] = await server.context.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return row?.status;
}

describe('a quote that stopped moving', () => {
  it('refuses a market order at a price older than three ticks, says why, and writes nothing', async () => {
    const quote = await quoteOf(server, 'GBPUSD');
    await setQuote(server, 'GBPUSD', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
    const balance = await balanceOf(server, trader);
    server.clock.advance(10_000);
    const body = refusal(await open({ instrument_id: 'GBPUSD', side: 'buy', volume: '0.10', leverage: 30 }), 422, ERROR_CODES.quoteStale);
    expect(body.message).toContain('is 10 seconds old');
    expect(body.message).toContain('try again');
    expect(await balanceOf(server, trader)).toBe(balance);
    expect(await server.context.db.select().from(orders).where(eq(orders.userId, trader.userId))).toEqual([]);

    // The feed moves it again: the same order fills.
    await setQuote(server, 'GBPUSD', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
    const filled = await open({ instrument_id: 'GBPUSD', side: 'buy', volume: '0.10', leverage: 30 });
    expect(filled.statusCode, filled.body).toBe(200);
  });

  it('still takes pending orders, which fill only at a later fresh price', async () => {
    const quote = await quoteOf(server, 'AUDUSD');
    const limit = quote.ask.sub('0.00500');
    server.clock.advance(10_000);
    const placed = await open({
      instrument_id: 'AUDUSD',
      side: 'buy',
      type: 'limit',
      price: limit.toFixed(5),
      volume: '0.10',
      leverage: 20,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<{ order: Order }>().order.status).toBe('pending');
  });

  it('neither fills a pending order nor closes at a stop-loss on a stale quote, and does once the quote is fresh', async () => {
    const quote = await quoteOf(server, 'USDCHF');
    await setQuote(server, 'USDCHF', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
    const limit = quote.ask.sub('0.00500');
    const pending = (
      await open({ instrument_id: 'USDCHF', side: 'buy', type: 'limit', price: limit.toFixed(5), volume: '0.10', leverage: 30 })
    ).json<{ order: Order }>().order;
    const stopLoss = quote.bid.sub('0.00400');
    const position = (
      await open({ instrument_id: 'USDCHF', side: 'buy', volume: '0.10', leverage: 30, stop_loss: stopLoss.toFixed(5) })
    ).json<{ order: Order }>().order;
    expect(position.status).toBe('open');

    // A price through both levels, then no tick for 5 s: the engine looks and leaves both alone.
    const crossed = { bid: limit.sub('0.00100').toFixed(5), ask: limit.sub('0.00090').toFixed(5) };
    await setQuote(server, 'USDCHF', crossed);
    server.clock.advance(5_000);
    await runOrderEngine(server);
    expect(await statusOf(pending)).toBe('pending');
    expect(await statusOf(position)).toBe('open');

    // The same price, fresh: the limit fills and the stop-loss closes.
    await setQuote(server, 'USDCHF', crossed);
    const report = await runOrderEngine(server);
    expect(report.filled).toBe(1);
    expect(await statusOf(pending)).toBe('open');
    expect(await statusOf(position)).toBe('closed');
  });

  it('refuses to close a position at a stale price', async () => {
    const quote = await quoteOf(server, 'EURGBP');
    await setQuote(server, 'EURGBP', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
    const position = (await open({ instrument_id: 'EURGBP', side: 'sell', volume: '0.10', leverage: 30 })).json<{ order: Order }>().order;
    server.clock.advance(4_000);
    const body = refusal(await callApi(server, 'closeOrder', { trader, body: { id: position.id } }), 422, ERROR_CODES.quoteStale);
    expect(body.message).toContain('close this position');
    expect(await statusOf(position)).toBe('open');
  });
});
