import { describe, expect, it } from 'vitest';
import { JWT_EXPIRED_MESSAGE, socketPayloads, tokenPair, type Order } from '@beurs/domain';
import { rotateRefreshToken } from '../../src/auth/sessions';
import { loadLiveOrders } from '../../src/orders/live-orders';
import type { TestServer } from '../test-server';
import { listeningServerForSockets } from './listening-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { quoteOf, setQuote } from '../market/test-quotes';
import { connectError, connected, disconnected, nextRefreshedTokens, recordOrders, waitFor } from './socket-client';

let server: TestServer;
const open = listeningServerForSockets((started) => (server = started));

async function openOrder(trader: TestTrader): Promise<Order> {
  const response = await callApi(server, 'openOrder', {
    trader,
    body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

describe('socket userOrders', () => {
  it("pushes a user's own orders within a second of opening one, and nothing of it to another user", async () => {
    const alice = await createTrader(server);
    const bob = await createTrader(server);
    const aliceSocket = open(alice.accessToken);
    const bobSocket = open(bob.accessToken);
    const aliceLists = recordOrders(aliceSocket);
    const bobLists = recordOrders(bobSocket);
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    // On connect each socket gets its user's current list: empty so far.
    await waitFor(() => aliceLists.length === 1 && bobLists.length === 1, 1000, 'the lists sent on connect');
    expect(aliceLists[0]).toEqual([]);

    const started = performance.now();
    const order = await openOrder(alice);
    await waitFor(() => aliceLists.length === 2, 1000, "alice's userOrders");
    expect(performance.now() - started).toBeLessThan(1000);
    const pushed = aliceLists[1] ?? [];
    expect(socketPayloads.userOrders.parse(pushed)).toEqual(pushed);
    expect(pushed.map((item) => item.id)).toEqual([order.id]);
    expect(pushed[0]?.status).toBe('open');

    await callApi(server, 'closeOrder', { trader: alice, body: { id: order.id } });
    await waitFor(() => aliceLists.length === 3, 1000, "alice's list after the close");
    expect(aliceLists[2]).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobLists).toHaveLength(1);
  });

  it('pushes a revalued list on each tick that moves a price an open position depends on, and on no other', async () => {
    const carol = await createTrader(server);
    const order = await openOrder(carol);
    // A pending order beside the position: its JSON goes out as it was read, unrevalued.
    const pending = await callApi(server, 'openOrder', {
      trader: carol,
      body: { instrument_id: 'EURUSD', side: 'buy', type: 'limit', price: '0.50000', volume: '0.02', leverage: 30 },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const socket = open(carol.accessToken);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 1000, 'the list sent on connect');
    const quote = await quoteOf(server, 'EURUSD');

    await setQuote(server, 'EURUSD', { bid: quote.bid.add('0.00100').toFixed(5), ask: quote.ask.add('0.00100').toFixed(5) });
    await waitFor(() => lists.length === 2, 1000, 'the revaluation after EURUSD moved');
    const revalued = (lists[1] ?? []).find((item) => item.id === order.id);
    expect(revalued).toMatchObject({ current_price: quote.bid.add('0.00100').toFixed(5) });
    expect(lists[1]).toHaveLength(2);
    // Valued in memory, the figures are the ones the database gives.
    expect(lists[1]).toEqual(await loadLiveOrders(server.context.db, carol.userId));

    // A tick that moves neither EURUSD nor the dollar's rate leaves carol's figures as they were.
    const apple = await quoteOf(server, 'AAPL');
    await setQuote(server, 'AAPL', { bid: apple.bid.add('1.00').toFixed(2), ask: apple.ask.add('1.00').toFixed(2) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lists).toHaveLength(2);

    server.clock.advance(1000);
    await setQuote(server, 'EURUSD', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
    await waitFor(() => lists.length === 3, 1000, 'the revaluation after EURUSD moved back');
    expect(lists[2]).toEqual(await loadLiveOrders(server.context.db, carol.userId));
  });

  it('disconnects every socket of a user when asked to', async () => {
    const dave = await createTrader(server);
    const socket = open(dave.accessToken);
    await connected(socket);
    const reason = disconnected(socket);
    server.context.realtime.disconnectUser(dave.userId);
    expect(await reason).toBe('io server disconnect');
  });
});

describe('socket handshake', () => {
  it("refuses a missing or bad token with 'unauthorized'", async () => {
    expect(await connectError(open(undefined))).toBe('unauthorized');
    expect(await connectError(open('not-a-jwt'))).toBe('unauthorized');
  });

  it("refuses an expired token with exactly 'jwt expired'", async () => {
    const erin = await createTrader(server);
    server.clock.advance(server.context.config.accessTokenTtlSeconds * 1000 + 1000);
    expect(await connectError(open(erin.accessToken))).toBe(JWT_EXPIRED_MESSAGE);
  });
});

describe('socket refreshToken', () => {
  it('answers refreshToken with rotated tokens in authTokenRefreshed', async () => {
    const frank = await createTrader(server);
    const socket = open(frank.accessToken);
    await connected(socket);
    const tokens = nextRefreshedTokens(socket);
    socket.emit('refreshToken', frank.refreshToken);
    const rotated = await tokens;
    expect(tokenPair.parse(rotated)).toEqual(rotated);
    expect(rotated.refreshToken).not.toBe(frank.refreshToken);
    expect((await server.context.accessTokens.verify(rotated.accessToken)).userId).toBe(frank.userId);
    // The new refresh token works once; the old one was used up by the rotation.
    const again = await rotateRefreshToken(server.context, rotated.refreshToken);
    expect(again.userId).toBe(frank.userId);
  });

  it('disconnects instead of answering when the refresh fails', async () => {
    const grace = await createTrader(server);
    const socket = open(grace.accessToken);
    const refreshed: unknown[] = [];
    socket.on('authTokenRefreshed', (tokens) => refreshed.push(tokens));
    await connected(socket);
    const reason = disconnected(socket);
    socket.emit('refreshToken', 'not-a-refresh-token');
    expect(await reason).toBe('io server disconnect');
    expect(refreshed).toEqual([]);
  });
});
