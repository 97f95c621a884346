import {
  MAX_QUOTE_SUBSCRIPTIONS,
  order,
  type LiveQuote,
  type Order,
  type QuotesError,
  type TokenPair,
  type TokenStore,
} from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions, type RealtimeState } from '../index';
import { createMemoryTokenStore } from './memory-token-store';
import { startTestServer, type TestServer } from './socket-test-server';

const WAIT = { timeout: 3_000, interval: 5 };
const TOKENS: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const ROTATED: TokenPair = { accessToken: 'access-2', refreshToken: 'refresh-2' };
// The engine.io server polls a pending polling-to-websocket upgrade with setInterval, which fake
// intervals would spin; tests that fake setInterval skip the upgrade.
const WEBSOCKET_ONLY = { transports: ['websocket'] };

function orderFixture(id: string): Order {
  return order.parse({
    id,
    instrument_id: 'AAPL',
    side: 'buy',
    type: 'market',
    status: 'open',
    volume: '1.00',
    leverage: 5,
    price: null,
    open_price: '190.10',
    open_quote: null,
    close_price: null,
    close_quote: null,
    stop_loss: null,
    take_profit: null,
    margin: '38.02',
    pnl: '0.00',
    current_price: '190.05',
    close_reason: null,
    created_at: '2026-11-22T18:00:00.000Z',
    opened_at: '2026-11-22T18:00:00.000Z',
    closed_at: null,
  });
}

const servers: TestServer[] = [];
const clients: RealtimeClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.useRealTimers();
});

interface Setup {
  server: TestServer;
  store: TokenStore;
  client: RealtimeClient;
  states: RealtimeState[];
  refreshSession: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  onSessionEnded: ReturnType<typeof vi.fn<RealtimeClientOptions['onSessionEnded']>>;
}

interface SetupOptions extends Partial<Omit<RealtimeClientOptions, 'url' | 'tokenStore' | 'refreshSession'>> {
  /** The app's refresh, given the store it writes to. Defaults to a refresh that fails. */
  refresh?: (store: TokenStore) => Promise<boolean>;
}

async function setup(tokens: TokenPair | null, { refresh, ...options }: SetupOptions = {}): Promise<Setup> {
  const server = await startTestServer();
  servers.push(server);
  const store = createMemoryTokenStore(tokens);
  const refreshSession = vi.fn<() => Promise<boolean>>(() => (refresh ? refresh(store) : Promise.resolve(false)));
  const onSessionEnded = vi.fn<RealtimeClientOptions['onSessionEnded']>();
  const client = createRealtimeClient({ ...options, url: server.url, tokenStore: store, refreshSession, onSessionEnded });
  clients.push(client);
  const states: RealtimeState[] = [];
  client.subscribe((state) => states.push(state));
  return { server, store, client, states, refreshSession, onSessionEnded };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForState(client: RealtimeClient, state: RealtimeState): Promise<void> {
  await vi.waitFor(() => expect(client.getState()).toBe(state), WAIT);
}

describe('createRealtimeClient: connecting', () => {
  it('opens no socket before start() or while the store has no access token', async () => {
    const { server, store, client } = await setup(null);
    client.start();
    await sleep(100);
    expect(client.getState()).toBe('idle');
    expect(server.engineConnections).toBe(0);
    expect(server.handshakes).toEqual([]);

    store.setTokens(TOKENS);
    await waitForState(client, 'connected');
    expect(server.handshakes).toEqual(['access-1']);
  });

  it('does not connect before start() even with a token', async () => {
    const { server, client } = await setup(TOKENS);
    await sleep(100);
    expect(client.getState()).toBe('idle');
    expect(server.engineConnections).toBe(0);
  });

  it('sends the current access token in the handshake auth data', async () => {
    const { server, client, states } = await setup(TOKENS);
    client.start();
    await waitForState(client, 'connected');
    expect(states).toEqual(['connecting', 'connected']);
    expect([...server.connected].map((socket) => socket.handshake.auth)).toEqual([{ token: 'access-1' }]);
  });

  it('opens one socket at most while tokens change repeatedly and start() is called again', async () => {
    const { server, store, client } = await setup(TOKENS);
    client.start();
    client.start();
    // While the first handshake is under way...
    for (let i = 0; i < 5; i += 1) store.setTokens({ accessToken: `access-c${i}`, refreshToken: `refresh-c${i}` });
    await waitForState(client, 'connected');
    // ...and once connected, including rotations pushed by the server.
    for (let i = 0; i < 10; i += 1) store.setTokens({ accessToken: `access-${i}`, refreshToken: `refresh-${i}` });
    for (const socket of server.connected) socket.emit('authTokenRefreshed', ROTATED);
    client.start();
    await vi.waitFor(() => expect(store.getAccessToken()).toBe('access-2'), WAIT);
    await sleep(50);
    expect(server.accepted).toHaveLength(1);
    expect(server.maxConnected).toBe(1);
    expect(server.engineConnections).toBe(1);
    expect(server.io.engine.clientsCount).toBe(1);
  });
});

describe('createRealtimeClient: transports', () => {
  it('opens a WebSocket first, so it needs no sticky load balancer', async () => {
    const { server, client } = await setup(TOKENS);
    client.start();
    await vi.waitFor(() => expect(server.accepted).toHaveLength(1), WAIT);
    expect(server.accepted[0]?.conn.transport.name).toBe('websocket');
    expect(server.engineConnections).toBe(1);
  });

  it('falls back to long-polling where a WebSocket cannot open', async () => {
    const server = await startTestServer({ transports: ['polling'] });
    servers.push(server);
    const client = createRealtimeClient({
      url: server.url,
      tokenStore: createMemoryTokenStore(TOKENS),
      refreshSession: () => Promise.resolve(false),
      onSessionEnded: () => undefined,
    });
    clients.push(client);
    client.start();
    await vi.waitFor(() => expect(server.accepted).toHaveLength(1), WAIT);
    expect(server.accepted[0]?.conn.transport.name).toBe('polling');
  });
});

describe('createRealtimeClient: server events', () => {
  it('replaces the live orders on userOrders and tells the subscribers', async () => {
    const { server, client } = await setup(TOKENS);
    const received: Array<readonly Order[]> = [];
    client.onOrders((orders) => received.push(orders));
    client.start();
    await waitForState(client, 'connected');
    const [socket] = server.connected;
    const first = [orderFixture('7d3c4a52-5b1e-4f8e-9a57-0c6f5d9b1e01'), orderFixture('7d3c4a52-5b1e-4f8e-9a57-0c6f5d9b1e02')];
    const second = [orderFixture('7d3c4a52-5b1e-4f8e-9a57-0c6f5d9b1e03')];

    socket?.emit('userOrders', first);
    await vi.waitFor(() => expect(client.getOrders()).toEqual(first), WAIT);
    socket?.emit('userOrders', second);
    await vi.waitFor(() => expect(client.getOrders()).toEqual(second), WAIT);
    expect(received).toEqual([first, second]);
  });

  it('stores the tokens of authTokenRefreshed and tells onTokensRefreshed', async () => {
    const { server, store, client } = await setup(TOKENS);
    const refreshed: TokenPair[] = [];
    client.onTokensRefreshed((tokens) => refreshed.push(tokens));
    client.start();
    await waitForState(client, 'connected');

    for (const socket of server.connected) socket.emit('authTokenRefreshed', ROTATED);
    await vi.waitFor(() => expect(refreshed).toEqual([ROTATED]), WAIT);
    expect(store.getAccessToken()).toBe('access-2');
    expect(store.getRefreshToken()).toBe('refresh-2');
    expect(client.getState()).toBe('connected');
  });
});

describe('createRealtimeClient: jwt expired', () => {
  it('refreshes once, then reconnects with the new token', async () => {
    const { server, client, refreshSession, onSessionEnded, states } = await setup(
      { accessToken: 'expired-1', refreshToken: 'refresh-1' },
      {
        refresh: async (store) => {
          store.setTokens(ROTATED);
          return true;
        },
      },
    );
    client.start();
    await waitForState(client, 'connected');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(server.handshakes).toEqual(['expired-1', 'access-2']);
    expect([...server.connected].map((socket) => socket.handshake.auth)).toEqual([{ token: 'access-2' }]);
    expect(states).toEqual(['connecting', 'reconnecting', 'connected']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails and tries no further connection', async () => {
    const { server, client, refreshSession, onSessionEnded, states } = await setup(
      { accessToken: 'expired-1', refreshToken: 'refresh-1' },
      {
        // Like @beurs/api-client: a failed refresh clears the tokens (contract §4).
        refresh: async (store) => {
          store.clear();
          return false;
        },
      },
    );
    client.start();
    await waitForState(client, 'expired');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('jwt expired');
    expect(states).toEqual(['connecting', 'reconnecting', 'expired']);

    // Longer than the shortest retry delay (1,000 ms): nothing may knock on the server again.
    await sleep(1_100);
    expect(server.handshakes).toEqual(['expired-1']);
    expect(server.engineConnections).toBe(1);
    expect(server.io.engine.clientsCount).toBe(0);
    expect(client.getState()).toBe('expired');
  });

  it('ends the session when the refreshed token is refused as expired again (one refresh, no loop)', async () => {
    const { server, client, refreshSession, onSessionEnded } = await setup(
      { accessToken: 'expired-1', refreshToken: 'refresh-1' },
      {
        refresh: async (store) => {
          store.setTokens({ accessToken: 'expired-2', refreshToken: 'refresh-2' });
          return true;
        },
      },
    );
    client.start();
    await waitForState(client, 'expired');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(server.handshakes).toEqual(['expired-1', 'expired-2']);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('jwt expired');
  });

  it('keeps the session when the refresh cannot reach the server, and refreshes again on the next try', async () => {
    let attempts = 0;
    const { server, client, refreshSession, onSessionEnded, states } = await setup(
      { accessToken: 'expired-1', refreshToken: 'refresh-1' },
      {
        // Like the terminal's refreshSession: a rejection means the server could not be asked.
        refresh: async (store) => {
          attempts += 1;
          if (attempts === 1) throw new Error('network down');
          store.setTokens(ROTATED);
          return true;
        },
      },
    );
    client.start();
    await waitForState(client, 'connected');
    expect(refreshSession).toHaveBeenCalledTimes(2);
    expect(server.handshakes).toEqual(['expired-1', 'expired-1', 'access-2']);
    expect(states).toEqual(['connecting', 'reconnecting', 'connected']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('connects again after an expired session when new tokens are stored (a new sign-in)', async () => {
    const { server, store, client } = await setup({ accessToken: 'expired-1', refreshToken: 'refresh-1' });
    client.start();
    await waitForState(client, 'expired');
    store.setTokens(TOKENS);
    await waitForState(client, 'connected');
    expect(server.handshakes).toEqual(['expired-1', 'access-1']);
  });
});

describe('createRealtimeClient: other failures', () => {
  it('ignores malformed payloads instead of corrupting the orders or the store', async () => {
    const { server, store, client } = await setup(TOKENS);
    const refreshed = vi.fn();
    client.onTokensRefreshed(refreshed);
    client.start();
    await waitForState(client, 'connected');
    const [socket] = server.connected;
    socket?.emit('userOrders', { not: 'a list' } as unknown as Order[]);
    socket?.emit('authTokenRefreshed', { accessToken: '', refreshToken: '' });
    socket?.emit('authTokenRefreshed', ROTATED);
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledExactlyOnceWith(ROTATED), WAIT);
    expect(client.getOrders()).toEqual([]);
    expect(store.getAccessToken()).toBe('access-2');
  });

  it('retries a refused handshake with the current token after 1 to 5 seconds', async () => {
    const { server, store, client } = await setup({ accessToken: 'revoked-1', refreshToken: 'refresh-1' });
    let refusedAt = 0;
    client.subscribe((state) => {
      if (state === 'reconnecting') {
        refusedAt = performance.now();
        // The app signs in again while the retry is pending: the retry must carry this token.
        store.setTokens(TOKENS);
      }
    });
    client.start();
    await vi.waitFor(() => expect(client.getState()).toBe('connected'), { ...WAIT, timeout: 6_000 });
    const waited = performance.now() - refusedAt;
    expect(server.handshakes).toEqual(['revoked-1', 'access-1']);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(5_000);
    expect(server.maxConnected).toBe(1);
  }, 8_000);

  it('lets socket.io reconnect after a transport drop, with the current token', async () => {
    const { server, store, client, states } = await setup(TOKENS, {
      socketOptions: { reconnectionDelay: 20, reconnectionDelayMax: 40 },
    });
    client.start();
    await waitForState(client, 'connected');
    store.setTokens(ROTATED);
    for (const socket of server.connected) socket.conn.close();
    await vi.waitFor(() => expect(server.handshakes).toEqual(['access-1', 'access-2']), WAIT);
    await waitForState(client, 'connected');
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('reconnects itself after the server disconnects it (socket.io does not)', async () => {
    const { server, client } = await setup(TOKENS, {
      socketOptions: { reconnectionDelay: 20, reconnectionDelayMax: 40 },
    });
    client.start();
    await waitForState(client, 'connected');
    for (const socket of server.connected) socket.disconnect();
    await vi.waitFor(() => expect(server.accepted).toHaveLength(2), WAIT);
    await waitForState(client, 'connected');
    expect(server.disconnects).toEqual(['server namespace disconnect']);
  });
});

describe('createRealtimeClient: ending', () => {
  it('disconnects on logout (store cleared), goes idle and empties the orders', async () => {
    const { server, store, client } = await setup(TOKENS);
    client.start();
    await waitForState(client, 'connected');
    for (const socket of server.connected) socket.emit('userOrders', [orderFixture('7d3c4a52-5b1e-4f8e-9a57-0c6f5d9b1e04')]);
    await vi.waitFor(() => expect(client.getOrders()).toHaveLength(1), WAIT);

    store.clear();
    expect(client.getState()).toBe('idle');
    expect(client.getOrders()).toEqual([]);
    await vi.waitFor(() => expect(server.disconnects).toEqual(['client namespace disconnect']), WAIT);
    expect(server.connected.size).toBe(0);

    // Signing in again opens a fresh socket, never two at once.
    store.setTokens(ROTATED);
    await waitForState(client, 'connected');
    expect(server.accepted).toHaveLength(2);
    expect(server.maxConnected).toBe(1);
  });

  it('stop() disconnects, clears its timers and stays closed until start()', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, store, client } = await setup(TOKENS, { socketOptions: WEBSOCKET_ONLY });
    client.start();
    await waitForState(client, 'connected');
    expect(vi.getTimerCount()).toBe(1);

    client.stop();
    expect(client.getState()).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
    await vi.waitFor(() => expect(server.connected.size).toBe(0), WAIT);
    store.setTokens(ROTATED);
    await sleep(50);
    expect(server.handshakes).toEqual(['access-1']);

    client.start();
    await waitForState(client, 'connected');
    expect(server.handshakes).toEqual(['access-1', 'access-2']);
  });
});

describe('createRealtimeClient: ending while something is pending', () => {
  it('stays closed when stop() comes while the refresh is running (regression: no socket after stop)', async () => {
    let finishRefresh: (refreshed: boolean) => void = () => undefined;
    const { server, client, onSessionEnded } = await setup(
      { accessToken: 'expired-1', refreshToken: 'refresh-1' },
      {
        refresh: (store) =>
          new Promise<boolean>((resolve) => {
            finishRefresh = (refreshed) => {
              store.setTokens(ROTATED);
              resolve(refreshed);
            };
          }),
      },
    );
    client.start();
    await waitForState(client, 'reconnecting');
    client.stop();
    finishRefresh(true);
    await sleep(50);
    expect(client.getState()).toBe('closed');
    expect(server.handshakes).toEqual(['expired-1']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('cancels a pending retry on logout', async () => {
    const { server, store, client } = await setup(
      { accessToken: 'revoked-1', refreshToken: 'refresh-1' },
      { socketOptions: { reconnectionDelay: 20, reconnectionDelayMax: 40 } },
    );
    client.start();
    await waitForState(client, 'reconnecting');
    store.clear();
    expect(client.getState()).toBe('idle');
    await sleep(100);
    expect(server.handshakes).toEqual(['revoked-1']);
  });
});

describe('createRealtimeClient: periodic refresh', () => {
  it('emits refreshToken with the current refresh token every hour by default', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, store, client } = await setup(TOKENS, { socketOptions: WEBSOCKET_ONLY });
    client.start();
    await waitForState(client, 'connected');

    // The fake clock also follows the real time spent connecting, hence a margin, not 1 ms.
    vi.advanceTimersByTime(3_600_000 - 1_000);
    await sleep(20);
    expect(server.refreshTokens).toEqual([]);
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(server.refreshTokens).toEqual(['refresh-1']), WAIT);

    store.setTokens(ROTATED);
    vi.advanceTimersByTime(3_600_000);
    await vi.waitFor(() => expect(server.refreshTokens).toEqual(['refresh-1', 'refresh-2']), WAIT);
  });

  it('follows refreshIntervalMs, and 0 turns the emit off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const custom = await setup(TOKENS, { refreshIntervalMs: 60_000, socketOptions: WEBSOCKET_ONLY });
    const off = await setup(TOKENS, { refreshIntervalMs: 0, socketOptions: WEBSOCKET_ONLY });
    custom.client.start();
    off.client.start();
    await waitForState(custom.client, 'connected');
    await waitForState(off.client, 'connected');

    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(custom.server.refreshTokens).toEqual(['refresh-1']), WAIT);
    vi.advanceTimersByTime(3_600_000);
    await sleep(20);
    expect(off.server.refreshTokens).toEqual([]);
  });
});

describe('createRealtimeClient: subscriptions', () => {
  it('stops notifying a listener once it unsubscribes', async () => {
    const { server, client } = await setup(TOKENS);
    const stateListener = vi.fn();
    const ordersListener = vi.fn();
    const tokensListener = vi.fn();
    client.subscribe(stateListener)();
    client.onOrders(ordersListener)();
    client.onTokensRefreshed(tokensListener)();
    // Still-subscribed listeners tell us when each event has arrived.
    const refreshed = vi.fn();
    client.onTokensRefreshed(refreshed);

    client.start();
    await waitForState(client, 'connected');
    for (const socket of server.connected) {
      socket.emit('userOrders', [orderFixture('7d3c4a52-5b1e-4f8e-9a57-0c6f5d9b1e05')]);
      socket.emit('authTokenRefreshed', ROTATED);
    }
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1), WAIT);
    expect(client.getOrders()).toHaveLength(1);
    expect(stateListener).not.toHaveBeenCalled();
    expect(ordersListener).not.toHaveBeenCalled();
    expect(tokensListener).not.toHaveBeenCalled();
  });
});

describe('createRealtimeClient: quotes (extension of contract §4)', () => {
  const EURUSD: LiveQuote = { instrument_id: 'EURUSD', bid: '1.09963', ask: '1.09971', time: '2026-11-23T14:30:00.000Z' };

  it('sends subscribeQuotes and unsubscribeQuotes while connected and hands quotes to the listeners', async () => {
    const { server, client } = await setup(TOKENS);
    const received: Array<readonly LiveQuote[]> = [];
    client.onQuotes((quotes) => received.push(quotes));
    client.start();
    await waitForState(client, 'connected');
    client.subscribeQuotes(['EURUSD', 'AAPL']);
    client.unsubscribeQuotes(['AAPL']);
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(2), WAIT);
    expect(server.quoteRequests).toEqual([
      { connection: 1, event: 'subscribeQuotes', instrumentIds: ['EURUSD', 'AAPL'] },
      { connection: 1, event: 'unsubscribeQuotes', instrumentIds: ['AAPL'] },
    ]);
    expect(client.getQuoteSubscriptions()).toEqual(['EURUSD']);
    for (const socket of server.connected) socket.emit('quotes', [EURUSD]);
    await vi.waitFor(() => expect(received).toEqual([[EURUSD]]), WAIT);
  });

  it('subscribes again after the server drops the socket, with what is subscribed then', async () => {
    const { server, client } = await setup(TOKENS, { socketOptions: { reconnectionDelay: 20, reconnectionDelayMax: 40 } });
    // Asked for before the connection exists: sent once, on connect.
    client.subscribeQuotes(['EURUSD', 'AAPL', 'BTCUSD']);
    client.start();
    await waitForState(client, 'connected');
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(1), WAIT);
    client.unsubscribeQuotes(['AAPL']);
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(2), WAIT);
    for (const socket of server.connected) socket.disconnect();
    await vi.waitFor(() => expect(server.accepted).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(3), WAIT);
    expect(server.quoteRequests).toEqual([
      { connection: 1, event: 'subscribeQuotes', instrumentIds: ['EURUSD', 'AAPL', 'BTCUSD'] },
      { connection: 1, event: 'unsubscribeQuotes', instrumentIds: ['AAPL'] },
      { connection: 2, event: 'subscribeQuotes', instrumentIds: ['EURUSD', 'BTCUSD'] },
    ]);
  });

  it('forgets the ids the server refused and tells the error listeners', async () => {
    const { server, client } = await setup(TOKENS);
    const errors: QuotesError[] = [];
    client.onQuotesError((error) => errors.push(error));
    client.start();
    await waitForState(client, 'connected');
    client.subscribeQuotes(['EURUSD', 'NOPE']);
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(1), WAIT);
    const refusal: QuotesError = { event: 'subscribeQuotes', message: 'Unknown instrument: NOPE.', instrument_ids: ['NOPE'] };
    for (const socket of server.connected) socket.emit('quotesError', refusal);
    await vi.waitFor(() => expect(errors).toEqual([refusal]), WAIT);
    expect(client.getQuoteSubscriptions()).toEqual(['EURUSD']);
  });

  it(`refuses to stream more than ${MAX_QUOTE_SUBSCRIPTIONS} instruments without asking the server`, async () => {
    const { server, client } = await setup(TOKENS);
    const errors: QuotesError[] = [];
    client.onQuotesError((error) => errors.push(error));
    client.start();
    await waitForState(client, 'connected');
    const many = Array.from({ length: MAX_QUOTE_SUBSCRIPTIONS }, (_, index) => `I${index}`);
    client.subscribeQuotes(many);
    client.subscribeQuotes(['ONE-TOO-MANY', 'I0']);
    expect(errors).toEqual([
      {
        event: 'subscribeQuotes',
        message: `This client streams ${MAX_QUOTE_SUBSCRIPTIONS} instruments; 1 more would pass the limit of ${MAX_QUOTE_SUBSCRIPTIONS}. Unsubscribe some first. Nothing changed.`,
        instrument_ids: ['ONE-TOO-MANY'],
      },
    ]);
    await vi.waitFor(() => expect(server.quoteRequests).toHaveLength(1), WAIT);
    await sleep(50);
    expect(server.quoteRequests).toHaveLength(1);
    expect(client.getQuoteSubscriptions()).toHaveLength(MAX_QUOTE_SUBSCRIPTIONS);
  });

  it('forgets the subscriptions on stop()', async () => {
    const { client } = await setup(TOKENS);
    client.subscribeQuotes(['EURUSD']);
    client.stop();
    expect(client.getQuoteSubscriptions()).toEqual([]);
  });
});
