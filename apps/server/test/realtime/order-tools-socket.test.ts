import { describe, expect, it } from 'vitest';
import type { Order } from '@beurs/domain';
import type { TestServer } from '../test-server';
import { listeningServerForSockets } from './listening-server';
import { callApi, createTrader, placeOrder } from '../orders/test-trader';
import { quoteOf, runOrderEngine } from '../market/test-quotes';
import { connected, recordOrders, waitFor } from './socket-client';

let server: TestServer;
const open = listeningServerForSockets((started) => (server = started));

describe('socket userOrders after the order tools', () => {
  it('pushes the list without an order the engine cancelled at its expiry', async () => {
    const trader = await createTrader(server);
    const { ask } = await quoteOf(server, 'EURUSD');
    const expiresAt = new Date(server.clock.now().getTime() + 60_000);
    const order = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      volume: '0.10',
      leverage: 30,
      price: ask.sub('0.00500').toFixed(5),
      expiry: 'date',
      expires_at: expiresAt.toISOString(),
    });
    const socket = open(trader.accessToken);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 1000, 'the list sent on connect');
    expect(lists[0]?.map((each) => each.id)).toEqual([order.id]);

    server.clock.set(expiresAt);
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1 });
    await waitFor(() => lists.length === 2, 1000, 'the list after the expiry');
    expect(lists[1]).toEqual([]);
  });

  it('pushes the new position after a reverse, and an empty list after close all', async () => {
    const trader = await createTrader(server);
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const socket = open(trader.accessToken);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 1000, 'the list sent on connect');

    const reversed = await callApi(server, 'reverseOrder', { trader, body: { id: position.id } });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const { opened } = reversed.json<{ opened: Order }>();
    await waitFor(() => lists.some((list) => list.length === 1 && list[0]?.id === opened.id), 1000, 'the list after the reverse');

    const closed = await callApi(server, 'closeAllOrders', { trader, body: {} });
    expect(closed.statusCode, closed.body).toBe(200);
    await waitFor(() => lists.at(-1)?.length === 0, 1000, 'the list after close all');
  });
});
