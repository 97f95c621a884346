// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { createServices, type Services } from '../services/create-services';
import { makeOrder, makeUser } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/http-test-server';
import { createMemoryStorage } from '../test/memory-storage';
import { attachSocketServer, type TestSocket } from '../test/socket-test-server';
import { waitFor } from '../test/wait-for';
import { createSessionController, type SessionController } from './create-session-controller';
import { createSessionStore } from './session-store';

const STORED = { [TOKEN_STORAGE_KEYS.accessToken]: 'access-1', [TOKEN_STORAGE_KEYS.refreshToken]: 'refresh-1' };

interface Harness {
  server: TestServer;
  services: Services;
  controller: SessionController;
  store: ReturnType<typeof createSessionStore>;
  storage: ReturnType<typeof createMemoryStorage>;
  redirect: ReturnType<typeof vi.fn>;
}

let cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(options: { stored?: Record<string, string>; socket?: Parameters<typeof attachSocketServer>[1] } = {}): Promise<Harness> {
  const server = await startTestServer({
    'POST /api/v1/users/': { json: { user: makeUser() } },
    'POST /api/v1/auth/logout': { json: { ok: true } },
  });
  const io = attachSocketServer(server.server, options.socket ?? { authorize: () => null });
  const storage = createMemoryStorage(options.stored ?? STORED);
  const store = createSessionStore();
  const redirect = vi.fn();
  let controller: SessionController | null = null;
  const services = createServices({ baseUrl: server.url, storage, onSessionEnded: (reason) => controller?.handleSessionEnded(reason) });
  controller = createSessionController({ services, store, redirectToLogin: redirect });
  cleanups.push(
    () => server.close(),
    () => io.close(),
    () => services.realtime.stop(),
    () => services.tokenStore.clear(),
  );
  return { server, services, controller, store, storage, redirect };
}

describe('session lifecycle (spec 4)', () => {
  it('restores the tokens from browser storage and loads the current user with them', async () => {
    const { controller, store, server, redirect } = await setUp();
    await expect(controller.start()).resolves.toBe(true);
    const userCall = server.requests.find((request) => request.path === '/api/v1/users/');
    expect(userCall?.headers.authorization).toBe('Bearer access-1');
    expect(store.getState().currentUser?.email).toBe('ada@example.com');
    expect(store.getState().accessToken).toBe('access-1');
    expect(store.getState().refreshToken).toBe('refresh-1');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('goes to /login without calling the server when no token is stored', async () => {
    const { controller, server, redirect } = await setUp({ stored: {} });
    await expect(controller.start()).resolves.toBe(false);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(0);
  });

  it('logs out when the current user cannot be loaded', async () => {
    const { controller, server, storage, store, redirect } = await setUp();
    server.route({ 'POST /api/v1/users/': { status: 500, json: { statusCode: 500, code: 'internal_error', message: 'boom' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(controller.start()).resolves.toBe(false);
    expect(server.count('POST /api/v1/auth/logout')).toBe(1);
    expect(storage.data.size).toBe(0);
    expect(store.getState().accessToken).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it('clears the tokens and goes to /login even when the logout call fails', async () => {
    const { controller, server, storage, store, redirect } = await setUp();
    await controller.start();
    server.route({ 'POST /api/v1/auth/logout': { status: 503, json: { statusCode: 503, code: 'internal_error', message: 'down' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controller.logout();
    expect(storage.data.size).toBe(0);
    expect(store.getState().currentUser).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('replaces the live orders with each userOrders push', async () => {
    let socket: TestSocket | null = null;
    const { controller, store } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    const first = [makeOrder(), makeOrder()];
    socket!.emit('userOrders', first);
    await waitFor(() => store.getState().orders.length === 2);
    const second = [makeOrder({ instrument_id: 'BTCUSD' })];
    socket!.emit('userOrders', second);
    await waitFor(() => store.getState().orders.length === 1);
    expect(store.getState().orders[0]?.instrument_id).toBe('BTCUSD');
  });

  it('stores tokens refreshed over the socket', async () => {
    let socket: TestSocket | null = null;
    const { controller, store, storage } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    socket!.emit('authTokenRefreshed', { accessToken: 'access-2', refreshToken: 'refresh-2' });
    await waitFor(() => store.getState().accessToken === 'access-2');
    expect(storage.data.get(TOKEN_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it("ends the session and goes to /login on 'jwt expired' when its one refresh fails", async () => {
    const { controller, server, storage, redirect } = await setUp({ socket: { authorize: () => new Error('jwt expired') } });
    server.route({ 'POST /api/v1/auth/refresh': { status: 401, json: { statusCode: 401, code: 'session_revoked', message: 'Session ended' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controller.start();
    await waitFor(() => redirect.mock.calls.length > 0);
    expect(server.count('POST /api/v1/auth/refresh')).toBe(1);
    expect(storage.data.size).toBe(0);
  });

  it("keeps the session when the refresh after 'jwt expired' works", async () => {
    let connected = false;
    const { controller, server, redirect, store } = await setUp({
      socket: { authorize: (token) => (token === 'access-2' ? null : new Error('jwt expired')), onConnection: () => (connected = true) },
    });
    server.route({ 'POST /api/v1/auth/refresh': { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } } });
    await controller.start();
    await waitFor(() => connected);
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getState().accessToken).toBe('access-2');
  });

  it('reloads the current user when a position leaves the live list (closed by a stop-loss)', async () => {
    let socket: TestSocket | null = null;
    const { controller, server } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    socket!.emit('userOrders', [makeOrder({ id: '22222222-2222-4222-8222-222222222222' })]);
    await waitFor(() => controller !== null && server.count('POST /api/v1/users/') === 1);
    socket!.emit('userOrders', []);
    await waitFor(() => server.count('POST /api/v1/users/') === 2);
  });
});
