import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@beurs/domain';
import type { TestServer } from '../test-server';
import { listeningServerForSockets } from './listening-server';
import { call, createAccount, sessionIdOf } from '../accounts/test-accounts';
import { connected, disconnected, recordOrders, waitFor, type TestSocket } from './socket-client';

let server: TestServer;
const open = listeningServerForSockets((started) => (server = started));

/** A connected socket, and every `userOrders` list it received (the first comes on connect). */
async function openSocket(tokens: TokenPair): Promise<{ socket: TestSocket; lists: ReturnType<typeof recordOrders> }> {
  const socket = open(tokens.accessToken);
  const lists = recordOrders(socket);
  await connected(socket);
  return { socket, lists };
}

async function signInAgain(email: string, password: string): Promise<TokenPair> {
  const response = await call(server, 'signin', { body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TokenPair>();
}

describe('sockets of one device', () => {
  it('logout disconnects only the sockets of this device; the other device stays live', async () => {
    const account = await createAccount(server);
    const laptop: TokenPair = account;
    const phone = await signInAgain(account.email, account.password);
    const { socket: laptopSocket } = await openSocket(laptop);
    const { socket: phoneSocket, lists: phoneLists } = await openSocket(phone);
    await waitFor(() => phoneLists.length === 1, 2000, 'the list sent on connect');

    const laptopGone = disconnected(laptopSocket);
    expect((await call(server, 'logout', { token: laptop.accessToken })).statusCode).toBe(200);
    expect(await laptopGone).toBe('io server disconnect');

    // The phone's socket still receives pushes, and its tokens still work.
    expect(phoneSocket.connected).toBe(true);
    server.context.realtime.pushOrders(account.userId);
    await waitFor(() => phoneLists.length === 2, 2000, 'a push to the phone after the laptop logged out');
    expect((await call(server, 'getUser', { token: phone.accessToken })).statusCode).toBe(200);
  });

  it("ending a session from another device disconnects that session's sockets", async () => {
    const account = await createAccount(server);
    const phone = await signInAgain(account.email, account.password);
    const { socket: laptopSocket } = await openSocket(account);
    const { socket: phoneSocket } = await openSocket(phone);
    const phoneGone = disconnected(phoneSocket);
    const ended = await call(server, 'endSession', { token: account.accessToken, body: { id: sessionIdOf(phone.accessToken) } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await phoneGone).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
    // The phone cannot come back with its old token.
    const retry = open(phone.accessToken);
    await expect(connected(retry)).rejects.toThrow('unauthorized');
  });
});
