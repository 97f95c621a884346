// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { createServices, type Services } from '../services/create-services';
import { makeOrder, makeUser } from '../test/fixtures';
import { startTestServer, type Reply, type TestServer } from '../test/http-test-server';
import { createMemoryStorage } from '../test/memory-storage';
import { attachSocketServer, type TestSocket } from '../test/socket-test-server';
import { waitFor } from '../test/wait-for';
import { createSessionController, type SessionController } from './create-session-controller';
import type { QueryClient } from '@tanstack/react-query';
import type { Order, User } from '@beurs/domain';
import { createTerminalQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { createSessionStore } from './session-store';

const STORED = { [TOKEN_STORAGE_KEYS.accessToken]: 'access-1', [TOKEN_STORAGE_KEYS.refreshToken]: 'refresh-1' };

interface Harness {
  server: TestServer;
  services: Services;
  controller: SessionController;
  store: ReturnType<typeof createSessionStore>;
  queryClient: QueryClient;
  storage: ReturnType<typeof createMemoryStorage>;
  redirect: ReturnType<typeof vi.fn>;
}

const cachedUser = (client: QueryClient) => client.getQueryData<User>(queryKeys.user()) ?? null;
const cachedOrders = (client: QueryClient) => client.getQueryData<readonly Order[]>(queryKeys.orders()) ?? [];

let cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

interface SetUpOptions {
  stored?: Record<string, string>;
  socket?: Parameters<typeof attachSocketServer>[1];
  fetch?: typeof globalThis.fetch;
  connectivity?: EventTarget;
}

async function setUp(options: SetUpOptions = {}): Promise<Harness> {
  const server = await startTestServer({
    'POST /api/v1/users/': { json: { user: makeUser() } },
    'POST /api/v1/auth/logout': { json: { ok: true } },
  });
  const io = attachSocketServer(server.server, options.socket ?? { authorize: () => null });
  const storage = createMemoryStorage(options.stored ?? STORED);
  const store = createSessionStore();
  const queryClient = createTerminalQueryClient();
  const redirect = vi.fn();
  let controller: SessionController | null = null;
  const services = createServices({
    baseUrl: server.url,
    storage,
    fetch: options.fetch,
    onSessionEnded: (reason) => controller?.handleSessionEnded(reason),
  });
  controller = createSessionController({
    services,
    store,
    queryClient,
    redirectToLogin: redirect,
    connectivity: options.connectivity ?? new EventTarget(),
  });
  cleanups.push(
    () => server.close(),
    () => io.close(),
    () => services.realtime.stop(),
    () => services.tokenStore.clear(),
    () => queryClient.clear(),
  );
  return { server, services, controller, store, queryClient, storage, redirect };
}

describe('session lifecycle (contract §4)', () => {
  it('restores the tokens from browser storage and loads the current user with them', async () => {
    const { controller, store, queryClient, server, redirect } = await setUp();
    await expect(controller.start()).resolves.toBe(true);
    const userCall = server.requests.find((request) => request.path === '/api/v1/users/');
    expect(userCall?.headers.authorization).toBe('Bearer access-1');
    expect(cachedUser(queryClient)?.email).toBe('ada@example.com');
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

  it('logs out when the server refuses the session: a 401 and then a refused refresh', async () => {
    const { controller, server, storage, store, redirect } = await setUp();
    server.route({
      'POST /api/v1/users/': {
        status: 401,
        json: { statusCode: 401, code: 'unauthorized', message: 'Your session has ended. Sign in again.' },
      },
      'POST /api/v1/auth/refresh': {
        status: 401,
        json: { statusCode: 401, code: 'session_revoked', message: 'Your session has ended. Sign in again.' },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(controller.start()).resolves.toBe(false);
    expect(server.count('POST /api/v1/auth/refresh')).toBe(1);
    expect(storage.data.size).toBe(0);
    expect(store.getState().accessToken).toBeNull();
    expect(controller.getStatus()).toEqual({ phase: 'ended' });
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('logs out when the account no longer exists (404)', async () => {
    const { controller, server, storage, redirect } = await setUp();
    server.route({ 'POST /api/v1/users/': { status: 404, json: { statusCode: 404, code: 'not_found', message: 'No such account.' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(controller.start()).resolves.toBe(false);
    expect(server.count('POST /api/v1/auth/logout')).toBe(1);
    expect(storage.data.size).toBe(0);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  describe('keeps the session when the server could not be asked', () => {
    /** Fails the first `failures` loads of the current user as `reply`, then answers. */
    function failingFirst(failures: number, reply: Reply) {
      let calls = 0;
      return () => {
        calls += 1;
        return calls <= failures ? reply : { json: { user: makeUser() } };
      };
    }

    async function expectKeptThroughRetries(harness: Harness, failures: number) {
      const { controller, server, storage, redirect } = harness;
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = controller.start();
      await waitFor(() => controller.getStatus().phase === 'reconnecting');
      expect(storage.data.get(TOKEN_STORAGE_KEYS.accessToken)).toBe('access-1');
      await expect(started).resolves.toBe(true);
      expect(controller.getStatus()).toEqual({ phase: 'live' });
      expect(server.count('POST /api/v1/users/')).toBe(failures + 1);
      expect(server.count('POST /api/v1/auth/logout')).toBe(0);
      expect(storage.data.get(TOKEN_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
      expect(cachedUser(harness.queryClient)?.email).toBe('ada@example.com');
      expect(redirect).not.toHaveBeenCalled();
    }

    it.each([500, 502, 503])('on a %i: reconnecting, then live once the server answers', async (status) => {
      const harness = await setUp();
      harness.server.route({
        'POST /api/v1/users/': failingFirst(1, { status, json: { statusCode: status, code: 'internal_error', message: 'Down.' } }),
      });
      await expectKeptThroughRetries(harness, 1);
    });

    it('on a dropped connection (a server restarting, a reload cutting the request)', async () => {
      const harness = await setUp();
      harness.server.route({ 'POST /api/v1/users/': failingFirst(2, { destroy: true }) });
      await expectKeptThroughRetries(harness, 2);
    });

    it('on an aborted request (the page navigating away)', async () => {
      let aborts = 1;
      const abortingFetch: typeof globalThis.fetch = (input, init) => {
        if (aborts === 0) return globalThis.fetch(input, init);
        aborts -= 1;
        const controller = new AbortController();
        const pending = globalThis.fetch(input, { ...init, signal: controller.signal });
        controller.abort();
        return pending;
      };
      const harness = await setUp({ fetch: abortingFetch });
      await expectKeptThroughRetries(harness, 0);
    });

    it('on a 401 whose refresh cannot reach the server', async () => {
      const harness = await setUp();
      let refused = true;
      harness.server.route({
        'POST /api/v1/users/': (request) =>
          request.headers.authorization === 'Bearer access-2'
            ? { json: { user: makeUser() } }
            : { status: 401, json: { statusCode: 401, code: 'token_expired', message: 'Expired.' } },
        'POST /api/v1/auth/refresh': () => {
          if (refused) {
            refused = false;
            return { destroy: true };
          }
          return { json: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
        },
      });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = harness.controller.start();
      await waitFor(() => harness.controller.getStatus().phase === 'reconnecting');
      expect(harness.storage.data.get(TOKEN_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
      await expect(started).resolves.toBe(true);
      expect(harness.server.count('POST /api/v1/auth/logout')).toBe(0);
      expect(harness.storage.data.get(TOKEN_STORAGE_KEYS.refreshToken)).toBe('refresh-2');
      expect(harness.redirect).not.toHaveBeenCalled();
    });

    it('tries again at once when the browser comes back online', async () => {
      const connectivity = new EventTarget();
      const harness = await setUp({ connectivity });
      harness.server.route({ 'POST /api/v1/users/': failingFirst(2, { destroy: true }) });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = harness.controller.start();
      // The second failure schedules a retry 2 to 3 s away; `online` must not wait for it. Waits for
      // the status of that failure (attempt 2), not for its request: between the request reaching
      // the server and its failure, the status still shows the first retry, due at that moment.
      await waitFor(() => {
        const current = harness.controller.getStatus();
        return current.phase === 'reconnecting' && current.attempt === 2;
      }, 5_000);
      expect(harness.server.count('POST /api/v1/users/')).toBe(2);
      const status = harness.controller.getStatus();
      expect(status.phase === 'reconnecting' && status.retryAt - Date.now()).toBeGreaterThan(1_000);
      connectivity.dispatchEvent(new Event('online'));
      await expect(started).resolves.toBe(true);
      expect(harness.controller.getStatus().phase).toBe('live');
    });
  });

  it('clears the tokens, the cached data and goes to /login even when the logout call fails', async () => {
    const { controller, server, storage, queryClient, redirect } = await setUp();
    await controller.start();
    queryClient.setQueryData(queryKeys.transactions(), [{ id: 'of-this-user' }]);
    server.route({ 'POST /api/v1/auth/logout': { status: 503, json: { statusCode: 503, code: 'internal_error', message: 'down' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await controller.logout();
    expect(storage.data.size).toBe(0);
    expect(cachedUser(queryClient)).toBeNull();
    // Nothing of this user is left for the next one signed in on this page.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('replaces the live orders with each userOrders push', async () => {
    let socket: TestSocket | null = null;
    const { controller, queryClient } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    const first = [makeOrder(), makeOrder()];
    socket!.emit('userOrders', first);
    await waitFor(() => cachedOrders(queryClient).length === 2);
    const second = [makeOrder({ instrument_id: 'BTCUSD' })];
    socket!.emit('userOrders', second);
    await waitFor(() => cachedOrders(queryClient).length === 1);
    expect(cachedOrders(queryClient)[0]?.instrument_id).toBe('BTCUSD');
  });

  it('reloads the user and invalidates the history and the ledger when a push no longer holds an open position', async () => {
    let socket: TestSocket | null = null;
    const { controller, queryClient, server } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    queryClient.setQueryData(queryKeys.orderHistory(), []);
    queryClient.setQueryData(queryKeys.transactions(), []);
    const position = makeOrder({ status: 'open' });
    socket!.emit('userOrders', [position]);
    await waitFor(() => cachedOrders(queryClient).length === 1);
    expect(server.count('POST /api/v1/users/')).toBe(1);
    // Closed by a stop-loss: the server's next list no longer has it.
    socket!.emit('userOrders', []);
    await waitFor(() => server.count('POST /api/v1/users/') === 2);
    expect(queryClient.getQueryState(queryKeys.orderHistory())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.transactions())?.isInvalidated).toBe(true);
  });

  it('reloads the user and the ledger on a balance event of the account stream, and the history when an order closes', async () => {
    let socket: TestSocket | null = null;
    const { controller, queryClient, server } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    await waitFor(() => server.count('POST /api/v1/users/') === 1);
    queryClient.setQueryData(queryKeys.orderHistory(), []);
    queryClient.setQueryData(queryKeys.transactions(), []);
    socket!.emit('streamState', { seq: 4, resumed_from: null, replayed: 0, snapshot: false });
    // A deposit made on another device: the live list does not change, the balance does.
    socket!.emit('accountEvent', {
      seq: 5,
      type: 'balance_changed',
      at: '2026-11-29T12:00:00.000Z',
      order: null,
      entry: { id: '33333333-3333-4333-8333-333333333333', cause: 'deposit', amount: '500.00', balance_after: '10500.00', order_id: null },
    });
    await waitFor(() => server.count('POST /api/v1/users/') === 2);
    expect(queryClient.getQueryState(queryKeys.transactions())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.orderHistory())?.isInvalidated).toBe(false);
    socket!.emit('accountEvent', {
      seq: 6,
      type: 'order_closed',
      at: '2026-11-29T12:00:01.000Z',
      order: makeOrder({ status: 'closed' }),
      entry: null,
    });
    await waitFor(() => queryClient.getQueryState(queryKeys.orderHistory())?.isInvalidated === true);
  });

  it('reads the user, history and ledger afresh when the stream can only offer a snapshot', async () => {
    let socket: TestSocket | null = null;
    const { controller, queryClient, server } = await setUp({ socket: { authorize: () => null, onConnection: (s) => (socket = s) } });
    await controller.start();
    await waitFor(() => socket !== null);
    await waitFor(() => server.count('POST /api/v1/users/') === 1);
    queryClient.setQueryData(queryKeys.transactions(), []);
    socket!.emit('streamState', { seq: 90, resumed_from: 3, replayed: 0, snapshot: true });
    await waitFor(() => server.count('POST /api/v1/users/') === 2);
    expect(queryClient.getQueryState(queryKeys.transactions())?.isInvalidated).toBe(true);
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
    server.route({
      'POST /api/v1/auth/refresh': { status: 401, json: { statusCode: 401, code: 'session_revoked', message: 'Session ended' } },
    });
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
