import { describe, expect, it } from 'vitest';
import type { StreamClosed } from '@beurs/domain';
import type { TestServer } from '../test-server';
import { listeningServerForSockets } from '../realtime/listening-server';
import { connectError, connected, disconnected, recordOrders, waitFor, type TestSocket } from '../realtime/socket-client';
import { callApi, createTrader } from '../orders/test-trader';
import { createKey } from './api-key-helpers';

let server: TestServer;
const open = listeningServerForSockets((started) => (server = started));

/** Every `streamClosed` the socket was told. */
function recordClosed(socket: TestSocket): StreamClosed[] {
  const received: StreamClosed[] = [];
  socket.on('streamClosed', (closed) => received.push(closed));
  return received;
}

describe('sockets opened with an API key', () => {
  it('opens with a read key, gets its orders, and refuses a key without the read scope', async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader, { scopes: ['read'] });
    const socket = open(secret);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 2000, 'the list sent on connect');
    const tradeOnly = await createKey(server, trader, { name: 'trade only', scopes: ['trade'] });
    expect(await connectError(open(tradeOnly.secret))).toBe('api key refused');
  });

  it('refuses a revoked or unknown key with its own connect error, so a client stops instead of retrying', async () => {
    const trader = await createTrader(server);
    const { key, secret } = await createKey(server, trader);
    expect((await callApi(server, 'revokeApiKey', { trader, body: { id: key.id } })).statusCode).toBe(200);
    expect(await connectError(open(secret))).toBe('api key refused');
    expect(await connectError(open(`${secret.slice(0, -4)}zzzz`))).toBe('api key refused');
    // A session token that does not work is still 'unauthorized': its client may sign in again.
    expect(await connectError(open('not-a-token'))).toBe('unauthorized');
  });

  it('is told the key was revoked, then disconnected', async () => {
    const trader = await createTrader(server);
    const { key, secret } = await createKey(server, trader);
    const socket = open(secret);
    const closed = recordClosed(socket);
    await connected(socket);
    const gone = disconnected(socket);
    expect((await callApi(server, 'revokeApiKey', { trader, body: { id: key.id } })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(closed).toEqual([{ reason: 'api_key_revoked', message: expect.stringContaining('was revoked') as string }]);
  });

  it('is told the key expired, then disconnected', async () => {
    const trader = await createTrader(server);
    const expiresAt = new Date(server.clock.now().getTime() + 60_000).toISOString();
    const { secret } = await createKey(server, trader, { expires_at: expiresAt });
    const socket = open(secret);
    const closed = recordClosed(socket);
    await connected(socket);
    const gone = disconnected(socket);
    server.clock.advance(60_000);
    expect(await gone).toBe('io server disconnect');
    expect(closed.map((event) => event.reason)).toEqual(['api_key_expired']);
  });

  it('is disconnected when it asks to refresh a session it does not have', async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader);
    const socket = open(secret);
    await connected(socket);
    const gone = disconnected(socket);
    socket.emit('refreshToken', trader.refreshToken);
    expect(await gone).toBe('io server disconnect');
  });
});
