import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_RULES, type Alert } from '@beurs/domain';
import { priceAlerts } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader, freezeTrader, refusal, type TestTrader } from '../orders/test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function create(trader: TestTrader, body: Record<string, unknown>): Promise<Alert> {
  const response = await callApi(server, 'createAlert', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ alert: Alert }>().alert;
}

async function alertsOf(trader: TestTrader): Promise<Alert[]> {
  const response = await callApi(server, 'getAlerts', { trader });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ alerts: Alert[] }>().alerts;
}

describe('price alerts', () => {
  it('creates an alert above the bid, with the instrument digits and a trimmed note, and lists it', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURUSD');
    const price = bid.add('0.005').toFixed(4);
    const alert = await create(trader, { instrument_id: 'EURUSD', condition: 'above', price, note: '  Breakout  ' });
    expect(alert).toMatchObject({
      instrument_id: 'EURUSD',
      condition: 'above',
      // Sent with 4 decimals, answered with the instrument's 5.
      price: `${price}0`,
      note: 'Breakout',
      status: 'active',
      triggered_at: null,
      triggered_price: null,
    });
    expect(await alertsOf(trader)).toEqual([alert]);
  });

  it('creates an alert below the bid without a note, the newest active alert listed first', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'AAPL');
    const first = await create(trader, { instrument_id: 'AAPL', condition: 'below', price: bid.sub('5').toFixed(2) });
    server.clock.advance(1000);
    const second = await create(trader, { instrument_id: 'AAPL', condition: 'below', price: bid.sub('10').toFixed(2), note: '' });
    expect(first.note).toBeNull();
    expect(second.note).toBeNull();
    expect((await alertsOf(trader)).map((alert) => alert.id)).toEqual([second.id, first.id]);
  });

  it('refuses an alert the bid already meets, saying where the bid is', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURUSD');
    const below = bid.sub('0.00100').toFixed(5);
    const above = refusal(
      await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'above', price: below } }),
      422,
      'validation_failed',
    );
    expect(above.message).toBe(`EURUSD is already at or above ${below} (bid ${bid.toFixed(5)}); choose a price above the bid`);
    expect(above.fields).toEqual([{ path: 'price', message: above.message }]);
    const atBid = refusal(
      await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'below', price: bid.toFixed(5) } }),
      422,
      'validation_failed',
    );
    expect(atBid.message).toBe(`EURUSD is already at or below ${bid.toFixed(5)} (bid ${bid.toFixed(5)}); choose a price below the bid`);
    expect(await alertsOf(trader)).toEqual([]);
  });

  it('refuses an unknown instrument, a price finer than the instrument quotes and a price of zero', async () => {
    const trader = await createTrader(server);
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'NOPE', condition: 'above', price: '1' } }),
        422,
        'validation_failed',
      ).message,
    ).toBe('There is no instrument NOPE');
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'above', price: '9.123456' } }),
        422,
        'validation_failed',
      ).message,
    ).toBe('Price can have at most 5 decimal places for EURUSD');
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'below', price: '0' } }),
        422,
        'validation_failed',
      ).message,
    ).toBe('Price must be above 0');
  });

  it('refuses malformed input with a 400 that names the field', async () => {
    const trader = await createTrader(server);
    const note = 'n'.repeat(ALERT_RULES.noteMaxLength + 1);
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'above', price: '9', note } }),
        400,
        'validation_failed',
      ).fields,
    ).toEqual([{ path: 'note', message: 'A note has at most 200 characters' }]);
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'crosses', price: '9' } }),
        400,
        'validation_failed',
      ).fields,
    ).toEqual([{ path: 'condition', message: 'Condition must be above or below' }]);
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'above', price: 'lots' } }),
        400,
        'validation_failed',
      ).fields?.[0]?.path,
    ).toBe('price');
    refusal(await callApi(server, 'deleteAlert', { trader, body: {} }), 400, 'validation_failed');
    expect((await callApi(server, 'getAlerts')).statusCode).toBe(401);
  });

  it(`keeps at most ${ALERT_RULES.maxActive} active alerts a user`, async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURUSD');
    const level = bid.add('0.01000').toFixed(5);
    await server.context.db.insert(priceAlerts).values(
      Array.from({ length: ALERT_RULES.maxActive - 1 }, () => ({
        userId: trader.userId,
        instrumentId: 'EURUSD',
        condition: 'above' as const,
        price: level,
      })),
    );
    await create(trader, { instrument_id: 'EURUSD', condition: 'above', price: level });
    expect(
      refusal(
        await callApi(server, 'createAlert', { trader, body: { instrument_id: 'EURUSD', condition: 'above', price: level } }),
        422,
        'validation_failed',
      ).message,
    ).toBe('You have 100 active alerts, the most you can keep; delete one before you create another');
    // Another user is not held to this one's count.
    await create(await createTrader(server), { instrument_id: 'EURUSD', condition: 'above', price: level });
  });

  it('deletes an alert and answers the alerts left; a second delete is a 404', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'BTCUSD');
    const kept = await create(trader, { instrument_id: 'BTCUSD', condition: 'above', price: bid.add('1000').toFixed(2) });
    const gone = await create(trader, { instrument_id: 'BTCUSD', condition: 'below', price: bid.sub('1000').toFixed(2) });
    const response = await callApi(server, 'deleteAlert', { trader, body: { id: gone.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ alerts: Alert[] }>().alerts).toEqual([kept]);
    expect(refusal(await callApi(server, 'deleteAlert', { trader, body: { id: gone.id } }), 404, 'not_found').message).toBe(
      'There is no alert with this id in your account.',
    );
  });

  it("never shows or deletes another user's alert", async () => {
    const owner = await createTrader(server);
    const intruder = await createTrader(server);
    const { bid } = await quoteOf(server, 'GBPUSD');
    const alert = await create(owner, { instrument_id: 'GBPUSD', condition: 'above', price: bid.add('0.01').toFixed(5) });
    expect(await alertsOf(intruder)).toEqual([]);
    refusal(await callApi(server, 'deleteAlert', { trader: intruder, body: { id: alert.id } }), 404, 'not_found');
    expect(await alertsOf(owner)).toEqual([alert]);
  });

  // Contract §6 refuses a frozen account what moves money or changes the account (refusedWhenFrozen
  // in the contract); an alert only watches a price, like a watchlist, so it stays allowed.
  it('lets a frozen account create and delete alerts: an alert moves no money', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURUSD');
    const earlier = await create(trader, { instrument_id: 'EURUSD', condition: 'below', price: bid.sub('0.01000').toFixed(5) });
    await freezeTrader(server, trader);
    server.clock.advance(1000);
    const made = await create(trader, {
      instrument_id: 'EURUSD',
      condition: 'above',
      price: bid.add('0.01000').toFixed(5),
      note: 'While frozen',
    });
    expect(made).toMatchObject({ status: 'active', note: 'While frozen' });
    expect(await alertsOf(trader)).toEqual([made, earlier]);
    const response = await callApi(server, 'deleteAlert', { trader, body: { id: earlier.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ alerts: Alert[] }>().alerts).toEqual([made]);
    const rows = await server.context.db.select({ id: priceAlerts.id }).from(priceAlerts).where(eq(priceAlerts.userId, trader.userId));
    expect(rows).toEqual([{ id: made.id }]);
  });
});
