import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Decimal, socketPayloads, type Alert, type AlertTriggered } from '@beurs/domain';
import { notifications, priceAlerts } from '../../src/db/schema/index';
import { tickMarket } from '../../src/tick/tick-market';
import { quoteOf, setQuote } from '../market/test-quotes';
import { listeningServerForSockets } from '../realtime/listening-server';
import { connected, waitFor } from '../realtime/socket-client';
import type { TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { nextQuote, runAlertEngine } from './alert-quotes';

let server: TestServer;
const open = listeningServerForSockets((started) => (server = started));

async function create(trader: TestTrader, body: Record<string, unknown>): Promise<Alert> {
  const response = await callApi(server, 'createAlert', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ alert: Alert }>().alert;
}

async function alertRow(id: string) {
  const [row] = await server.context.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
  return row;
}

async function alertNotifications(trader: TestTrader) {
  const rows = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
  return rows.filter((row) => row.title.startsWith('Price alert'));
}

describe('alert engine', () => {
  it('fires an alert above once, when the bid reaches it, with a notification', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURUSD');
    const alert = await create(trader, {
      instrument_id: 'EURUSD',
      condition: 'above',
      price: bid.add('0.00100').toFixed(5),
      note: 'Breakout',
    });

    expect((await runAlertEngine(server, [await nextQuote(server, 'EURUSD', bid.add('0.00099'), '0.00008', 5)])).fired).toBe(0);
    expect((await alertRow(alert.id))?.status).toBe('active');

    const reached = await nextQuote(server, 'EURUSD', bid.add('0.00120'), '0.00008', 5);
    expect((await runAlertEngine(server, [reached])).fired).toBe(1);
    const listed = (await callApi(server, 'getAlerts', { trader })).json<{ alerts: Alert[] }>().alerts;
    expect(listed).toEqual([
      { ...alert, status: 'triggered', triggered_at: server.clock.now().toISOString(), triggered_price: reached.bid },
    ]);
    const [note] = await alertNotifications(trader);
    expect(note).toMatchObject({
      title: `Price alert: EURUSD above ${alert.price}`,
      body: `EURUSD reached ${reached.bid} (bid), at or above your alert price ${alert.price}. Your note: Breakout`,
      kind: 'info',
    });

    // Fires once: a higher bid later changes nothing.
    expect((await runAlertEngine(server, [await nextQuote(server, 'EURUSD', bid.add('0.00150'), '0.00008', 5)])).fired).toBe(0);
    expect(await alertNotifications(trader)).toHaveLength(1);
    const notificationList = await callApi(server, 'getNotifications', { trader });
    expect(notificationList.json<{ notifications: Array<{ title: string }> }>().notifications.map((entry) => entry.title)).toContain(
      note?.title,
    );
  });

  it('fires an alert below when the bid falls to it, an alert made after the index was built', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'GBPUSD');
    const alert = await create(trader, { instrument_id: 'GBPUSD', condition: 'below', price: bid.sub('0.00200').toFixed(5) });
    const other = await create(trader, { instrument_id: 'GBPUSD', condition: 'below', price: bid.sub('0.00400').toFixed(5) });
    const reached = await nextQuote(server, 'GBPUSD', bid.sub('0.00200'), '0.00010', 5);
    expect((await runAlertEngine(server, [reached])).fired).toBe(1);
    expect(await alertRow(alert.id)).toMatchObject({ status: 'triggered', triggeredPrice: bid.sub('0.00200').toFixed(10) });
    expect((await alertRow(other.id))?.status).toBe('active');
    expect((await alertNotifications(trader))[0]?.body).toBe(
      `GBPUSD reached ${reached.bid} (bid), at or below your alert price ${alert.price}.`,
    );
  });

  it('does not fire at a stale quote, and fires at the next fresh one', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'USDJPY');
    const alert = await create(trader, { instrument_id: 'USDJPY', condition: 'above', price: bid.add('0.500').toFixed(3) });
    const crossed = await nextQuote(server, 'USDJPY', bid.add('0.600'), '0.012', 3);
    // The quote is eight days old by then: older than the hand-driven tests' week (test-server-config.ts).
    const eightDaysLater = new Date(server.clock.now().getTime() + 8 * 24 * 3600 * 1000);
    expect((await runAlertEngine(server, [crossed], eightDaysLater)).fired).toBe(0);
    expect((await alertRow(alert.id))?.status).toBe('active');
    expect((await runAlertEngine(server, [await nextQuote(server, 'USDJPY', bid.add('0.601'), '0.012', 3)])).fired).toBe(1);
  });

  it('does not fire while the market is closed', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'AAPL');
    const alert = await create(trader, { instrument_id: 'AAPL', condition: 'below', price: bid.sub('3.00').toFixed(2) });
    const crossed = await nextQuote(server, 'AAPL', bid.sub('4.00'), '0.04', 2);
    // Saturday 28 November 2026: the stock market is closed, and the quote is five days old (fresh for these tests).
    expect((await runAlertEngine(server, [crossed], new Date('2026-11-28T15:00:00.000Z'))).fired).toBe(0);
    expect((await alertRow(alert.id))?.status).toBe('active');
    expect((await runAlertEngine(server, [await nextQuote(server, 'AAPL', bid.sub('4.01'), '0.04', 2)])).fired).toBe(1);
  });

  it('never fires an alert deleted before the price reached it', async () => {
    const trader = await createTrader(server);
    const { bid } = await quoteOf(server, 'EURGBP');
    const alert = await create(trader, { instrument_id: 'EURGBP', condition: 'above', price: bid.add('0.00100').toFixed(5) });
    await runAlertEngine(server, [await nextQuote(server, 'EURGBP', bid.add('0.00010'), '0.00010', 5)]);
    expect((await callApi(server, 'deleteAlert', { trader, body: { id: alert.id } })).statusCode).toBe(200);
    expect((await runAlertEngine(server, [await nextQuote(server, 'EURGBP', bid.add('0.00200'), '0.00010', 5)])).fired).toBe(0);
    expect(await alertNotifications(trader)).toEqual([]);
  });

  it("sends alertTriggered to the owner's sockets after a market tick, and nothing to another user", async () => {
    const owner = await createTrader(server);
    const bystander = await createTrader(server);
    const ownerSocket = open(owner.accessToken);
    const bystanderSocket = open(bystander.accessToken);
    const received: AlertTriggered[] = [];
    const overheard: AlertTriggered[] = [];
    ownerSocket.on('alertTriggered', (event) => received.push(event));
    bystanderSocket.on('alertTriggered', (event) => overheard.push(event));
    await Promise.all([connected(ownerSocket), connected(bystanderSocket)]);

    const { bid } = await quoteOf(server, 'BTCUSD');
    const alert = await create(owner, { instrument_id: 'BTCUSD', condition: 'above', price: bid.add('100').toFixed(2) });
    // Far past the level, so the model's one step of the tick cannot bring the bid back under it.
    await setQuote(server, 'BTCUSD', { bid: bid.add('2000').toFixed(2), ask: bid.add('2040').toFixed(2) });
    server.clock.advance(1000);
    const report = await tickMarket(server.context, server.clock.now());
    expect(report.alerts.fired).toBe(1);

    await waitFor(() => received.length === 1, 2000, 'alertTriggered on the owner socket');
    const [event] = received;
    expect(socketPayloads.alertTriggered.safeParse(event).success).toBe(true);
    const row = await alertRow(alert.id);
    expect(event?.alert).toEqual({
      ...alert,
      status: 'triggered',
      triggered_at: server.clock.now().toISOString(),
      triggered_price: Decimal.from(row?.triggeredPrice ?? '0').toFixed(2),
    });
    expect(event?.message).toMatch(
      new RegExp(`^BTCUSD reached [\\d.]+ \\(bid\\), at or above your alert price ${alert.price.replace('.', '\\.')}\\.$`),
    );
    const [note] = await server.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId), eq(notifications.body, event?.message ?? '')));
    expect(note).toBeDefined();
    // The bystander's socket is on the same server and would have had it by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(overheard).toEqual([]);
  });
});
