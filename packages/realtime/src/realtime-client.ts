import type {
  AccountEvent,
  AlertTriggered,
  ClientToServerEvents,
  LiveQuote,
  Order,
  QuotesError,
  ServerToClientEvents,
  SocketAuth,
  StreamState,
  TokenPair,
  TokenStore,
} from '@beurs/domain';
import { apiKeyTokenStore } from '@beurs/domain';
import {
  ACCESS_TOKEN_REFRESH_INTERVAL_MS,
  ALERT_SOCKET_EVENTS,
  HEARTBEAT_TIMEOUT_MS,
  API_KEY_REFUSED_MESSAGE,
  JWT_EXPIRED_MESSAGE,
  MAX_QUOTE_SUBSCRIPTIONS,
  QUOTE_SOCKET_EVENTS,
  REALTIME_OPTIONS,
  SOCKET_EVENTS,
} from '@beurs/domain/constants';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { createAccountStream } from './account-stream';
import type { AccountStreamState } from './account-stream-state';
import { listenerSet } from './listener-set';
import { nextRealtimeState, type RealtimeEvent, type RealtimeState } from './realtime-state';
import { retryDelay } from './retry-delay';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * socket.io options passed through to `io()`. The client owns `auth` (the current access token),
 * `autoConnect` (off: it connects itself), `forceNew` (on: one socket per session) and `path`
 * (see {@link RealtimeClientOptions.path}). Defaults to `{}` on top of the spec's timeout and delays
 * and WebSocket-first transports (`['websocket', 'polling']` with `tryAllTransports`: long-polling
 * only where a WebSocket cannot open).
 *
 * @example
 * ```ts
 * const socketOptions: RealtimeSocketOptions = { transports: ['websocket'] };
 * ```
 */
export type RealtimeSocketOptions = Omit<Partial<ManagerOptions & SocketOptions>, 'auth' | 'autoConnect' | 'forceNew' | 'path'>;

/**
 * Why a session ended: the server said the token expired and the one refresh failed. There is no
 * default: `'jwt expired'` is the only reason (a logout is the app's own doing).
 *
 * @example
 * ```ts
 * const reason: RealtimeSessionEndReason = 'jwt expired';
 * ```
 */
export type RealtimeSessionEndReason = typeof JWT_EXPIRED_MESSAGE;

/** Options of {@link createRealtimeClient} shared by a person's client and a program's. */
interface RealtimeCommonOptions {
  /** The API server's base URL (contract §7), e.g. `https://api.example.com:7799`. No default. */
  url: string;
  /** The socket.io server path. Defaults to socket.io's `/socket.io`. */
  path?: string;
  /**
   * Extra socket.io options. Defaults to `timeout` 20,000 ms, `reconnectionDelay` 1,000 ms and
   * `reconnectionDelayMax` 5,000 ms (contract §9); the two delays also bound the client's own retries
   * after a refused handshake.
   */
  socketOptions?: RealtimeSocketOptions;
  /**
   * The last `accountEvent.seq` the app handled before this client existed (a program that
   * restarts and stored it): the first handshake asks for what came after. Defaults to none: a
   * fresh start, from the account's latest event.
   */
  lastSeq?: number;
  /**
   * Milliseconds without a heartbeat or any other event after which the account stream is
   * `stale` and the client closes the socket and connects again. Runs once the server has shown
   * it speaks the stream (a `streamState` or a `heartbeat`); `0` turns it off. Defaults to
   * `HEARTBEAT_TIMEOUT_MS` (12,000 ms: two missed heartbeats and some slack).
   */
  heartbeatTimeoutMs?: number;
}

/**
 * What {@link createRealtimeClient} needs for a program (extension): an API key instead of a
 * session. No token store, no refresh: the key is the handshake's `auth.token` on every connect.
 *
 * @example
 * ```ts
 * const options: RealtimeApiKeyOptions = { url: 'https://api.example.com:7799', apiKey: process.env.BEURS_API_KEY };
 * ```
 */
export interface RealtimeApiKeyOptions extends RealtimeCommonOptions {
  /** The key's secret (`bk_live_…`). */
  apiKey: string;
  tokenStore?: undefined;
  refreshSession?: undefined;
  onSessionEnded?: undefined;
  refreshIntervalMs?: undefined;
}

/**
 * What {@link createRealtimeClient} needs for a person's session.
 *
 * @example
 * ```ts
 * const options: RealtimeClientOptions = {
 *   url: 'https://api.example.com:7799',
 *   tokenStore,
 *   refreshSession: async () => { try { await api.refresh(); return true } catch { return false } },
 *   onSessionEnded: () => router.push('/login'),
 * };
 * ```
 */
export interface RealtimeClientOptions extends RealtimeCommonOptions {
  /** Leave out: a client with an `apiKey` is a {@link RealtimeApiKeyOptions} one. */
  apiKey?: undefined;
  /**
   * Where the tokens live, shared with `@beurs/api-client`. The client connects while it holds an
   * access token, reads the current one on every (re)connect and disconnects when it is cleared.
   */
  tokenStore: TokenStore;
  /**
   * Refreshes the session over HTTP and stores the new tokens. Resolves `true` when it did,
   * `false` when the server refused the refresh (the session is over). Rejects when the server
   * could not be asked (network error, timeout, 5xx): that is no verdict, so the session stays,
   * the client shows `reconnecting` and tries the handshake (and, on `jwt expired`, the refresh)
   * again after a backoff. Called at most once per `jwt expired` refusal that reached a verdict.
   */
  refreshSession: () => Promise<boolean>;
  /** Called when the session ends: `jwt expired` and the refresh was refused (or did not help). */
  onSessionEnded: (reason: RealtimeSessionEndReason) => void;
  /**
   * How often to emit `refreshToken` with the current refresh token while connected; `0` turns
   * it off. Defaults to `ACCESS_TOKEN_REFRESH_INTERVAL_MS` (3,600,000 ms, contract §9).
   */
  refreshIntervalMs?: number;
}

/**
 * A live connection to the user's realtime events, for the length of a session.
 *
 * @example
 * ```ts
 * const stopWatching = client.subscribe((state) => console.log(state));
 * client.start();
 * ```
 */
export interface RealtimeClient {
  /**
   * Starts watching the token store and connects when it holds an access token; a client on an
   * API key connects at once. A second call is a no-op.
   */
  start(): void;
  /** Disconnects, clears the timers, the live orders and the quote subscriptions and stops watching the store (state `closed`). */
  stop(): void;
  /** The current state. Defaults to `idle` before `start()`. */
  getState(): RealtimeState;
  /** The latest live orders from `userOrders`. Defaults to `[]`; emptied when the session ends. */
  getOrders(): readonly Order[];
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: RealtimeState) => void): () => void;
  /** Calls `listener` with every new list of live orders; returns the unsubscribe function. */
  onOrders(listener: (orders: readonly Order[]) => void): () => void;
  /** Calls `listener` after `authTokenRefreshed` tokens are stored; returns the unsubscribe function. */
  onTokensRefreshed(listener: (tokens: TokenPair) => void): () => void;
  /**
   * Streams these instruments' quotes (extension of contract §4), adding to earlier subscriptions. Sent
   * at once while connected, and again after every reconnect, so a dropped connection or a
   * server restart does not end the stream. The server answers with a snapshot (`onQuotes`) and
   * then pushes each instrument that moves. Ids the server refuses reach `onQuotesError` and are
   * forgotten. At most `MAX_QUOTE_SUBSCRIPTIONS` (500) instruments per client.
   *
   * @example
   * ```ts
   * client.subscribeQuotes(['EURUSD', 'AAPL']);
   * ```
   */
  subscribeQuotes(instrumentIds: readonly string[]): void;
  /**
   * Stops streaming these instruments' quotes; ids not subscribed are ignored.
   *
   * @example
   * ```ts
   * client.unsubscribeQuotes(['AAPL']);
   * ```
   */
  unsubscribeQuotes(instrumentIds: readonly string[]): void;
  /** The instruments currently subscribed, in the order they were added. Defaults to `[]`. */
  getQuoteSubscriptions(): readonly string[];
  /**
   * Calls `listener` with every `quotes` event: some of the subscribed instruments' current quotes
   * (one event a tick with the subscribed instruments that moved, or the snapshot of a subscription). Merge by
   * `instrument_id`; returns the unsubscribe function.
   *
   * @example
   * ```ts
   * const prices = new Map<string, LiveQuote>();
   * client.onQuotes((quotes) => { for (const quote of quotes) prices.set(quote.instrument_id, quote); });
   * ```
   */
  onQuotes(listener: (quotes: readonly LiveQuote[]) => void): () => void;
  /**
   * Calls `listener` when the server refuses a `subscribeQuotes` or `unsubscribeQuotes` (unknown
   * ids, more than 500 instruments); `message` says what to fix. Returns the unsubscribe function.
   *
   * @example
   * ```ts
   * client.onQuotesError((error) => toast(error.message));
   * ```
   */
  onQuotesError(listener: (error: QuotesError) => void): () => void;
  /**
   * Calls `listener` when one of the user's price alerts is reached (`alertTriggered`, an extension
   * of contract §4): once per alert, with the alert as it is now (`triggered`) and the text of the
   * notification the server stored. Events missed while disconnected are not replayed. Returns
   * the unsubscribe function.
   *
   * @example
   * ```ts
   * client.onAlertTriggered(({ alert, message }) => toast(message));
   * ```
   */
  onAlertTriggered(listener: (event: AlertTriggered) => void): () => void;
  /** Where the account stream stands (extension of contract §4). Defaults to `idle`, `seq` the `lastSeq` option. */
  getAccountStream(): AccountStreamState;
  /**
   * Calls `listener` on every change of the account stream's state (`status`, `seq`,
   * `lastEventAt`, `closedReason`); returns the unsubscribe function.
   *
   * @example
   * ```ts
   * client.subscribeAccountStream(({ status, closedReason }) => status === 'closed' && console.log(closedReason));
   * ```
   */
  subscribeAccountStream(listener: (stream: AccountStreamState) => void): () => void;
  /**
   * Calls `listener` with each account event (extension of contract §4), in `seq` order and at
   * most once: the missed ones replayed after a reconnect, then the live ones; one already
   * handled is dropped. Store `event.seq` where a restart can read it, and pass it back as the
   * `lastSeq` option. Returns the unsubscribe function.
   *
   * @example
   * ```ts
   * client.onAccountEvent((event) => { apply(event); saveSeq(event.seq); });
   * ```
   */
  onAccountEvent(listener: (event: AccountEvent) => void): () => void;
  /**
   * Calls `listener` with the server's `streamState`, sent once on every connect before any
   * account event: where the stream stands and how many missed events follow. Returns the
   * unsubscribe function.
   *
   * @example
   * ```ts
   * client.onStreamState(({ seq, replayed }) => console.log(`at ${seq}, ${replayed} to catch up`));
   * ```
   */
  onStreamState(listener: (state: StreamState) => void): () => void;
  /**
   * Calls `listener` when what was missed cannot be replayed (the server answered a snapshot, or
   * lost the events): read the orders (`userOrders` follows) and the account (`getUser`) afresh.
   * Returns the unsubscribe function.
   *
   * @example
   * ```ts
   * client.onSnapshot(() => void api.getUser().then(render));
   * ```
   */
  onSnapshot(listener: (state: StreamState) => void): () => void;
}

/**
 * Creates the realtime client of one browser tab: a single socket.io connection per session that
 * authenticates with the token store's current access token, tries one `refreshSession()` on
 * `jwt expired`, retries other refusals after 1–5 s, keeps the live orders, stores rotated
 * tokens and emits `refreshToken` every hour (contract §4, §7, §9), and streams the quotes the app
 * subscribes to, restoring the subscriptions after every reconnect (extension of contract §4).
 * It follows the resumable account stream (extension of contract §4): `onAccountEvent` hears each
 * event once, every handshake carries the last one handled as `auth.last_seq`, `onSnapshot` says
 * when what was missed cannot be replayed, a silent stream is reconnected, and `streamClosed`
 * stops it for good. With `apiKey` instead of a token store it runs for a program: no refresh.
 * Nothing connects before `start()`.
 *
 * @example
 * ```ts
 * const client = createRealtimeClient({
 *   url: 'https://api.example.com:7799',
 *   tokenStore,
 *   refreshSession: async () => { try { await api.refresh(); return true } catch { return false } },
 *   onSessionEnded: () => router.push('/login'),
 * });
 * client.onOrders((orders) => render(orders));
 * client.start();
 * ```
 *
 * @example
 * ```ts
 * const bot = createRealtimeClient({ url: 'https://api.example.com:7799', apiKey: process.env.BEURS_API_KEY, lastSeq: storedSeq });
 * bot.onAccountEvent((event) => { apply(event); storeSeq(event.seq); });
 * bot.start();
 * ```
 */
export function createRealtimeClient(options: RealtimeClientOptions | RealtimeApiKeyOptions): RealtimeClient {
  const { url, path, socketOptions, apiKey } = options;
  // A program's key stands where a session's tokens would: always there, never refreshed.
  const {
    tokenStore,
    refreshSession,
    onSessionEnded,
    refreshIntervalMs = ACCESS_TOKEN_REFRESH_INTERVAL_MS,
  } = apiKey === undefined
    ? (options as RealtimeClientOptions)
    : {
        tokenStore: apiKeyTokenStore(apiKey),
        refreshSession: () => Promise.resolve(false),
        onSessionEnded: () => {},
        refreshIntervalMs: 0,
      };
  const stream = createAccountStream({
    lastSeq: options.lastSeq,
    heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS,
    onStale(s) {
      if (socket !== s) return;
      // Close and connect again: a silent connection may be half-open, which socket.io would
      // notice only after its own ping timeout.
      s.disconnect();
      clearTimeout(retryTimer);
      s.connect();
    },
    onClosed() {
      // The server will not take this credential back: stop, until a new sign-in (a session) or
      // a new start with another key.
      teardown();
      dispatch('expire');
    },
  });
  const ioOptions: Partial<ManagerOptions & SocketOptions> = {
    timeout: REALTIME_OPTIONS.timeoutMs,
    reconnectionDelay: REALTIME_OPTIONS.reconnectionDelayMs,
    reconnectionDelayMax: REALTIME_OPTIONS.reconnectionDelayMaxMs,
    // WebSocket first: one connection, so any load balancer works, sticky or not. Long-polling
    // (several requests, which must reach the same server process) only where WebSockets fail.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...socketOptions,
    ...(path === undefined ? {} : { path }),
    autoConnect: false,
    forceNew: true,
    // The callback form runs on every (re)connect attempt, so a retry carries the current token
    // and the last account event handled.
    auth: (send) => send({ token: tokenStore.getAccessToken() ?? '', ...stream.resumeAuth() } satisfies SocketAuth),
  };

  const states = listenerSet<RealtimeState>();
  const orderListeners = listenerSet<readonly Order[]>();
  const tokenListeners = listenerSet<TokenPair>();
  const quoteListeners = listenerSet<readonly LiveQuote[]>();
  const quoteErrorListeners = listenerSet<QuotesError>();
  const alertListeners = listenerSet<AlertTriggered>();
  // What the app asked for, kept across reconnects and sessions until stop().
  const quoteSubscriptions = new Set<string>();
  let state: RealtimeState = 'idle';
  let orders: readonly Order[] = [];
  let socket: RealtimeSocket | null = null;
  let unwatchStore: (() => void) | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let retries = 0;
  let refreshUsed = false;
  let refreshing = false;

  function dispatch(event: RealtimeEvent): void {
    const next = nextRealtimeState(state, event);
    if (next !== state) {
      state = next;
      states.emit(next);
    }
  }

  function setOrders(next: readonly Order[]): void {
    orders = next;
    orderListeners.emit(next);
  }

  function teardown(): void {
    clearTimeout(retryTimer);
    clearInterval(refreshTimer);
    retries = 0;
    refreshUsed = false;
    refreshing = false;
    const current = socket;
    socket = null;
    if (current) {
      current.off();
      current.offAny();
      current.disconnect();
    }
    if (orders.length > 0) setOrders([]);
  }

  function endSession(): void {
    teardown();
    dispatch('expire');
    stream.end({ type: 'closed', reason: 'session_ended' });
    onSessionEnded(JWT_EXPIRED_MESSAGE);
  }

  // socket.io-client gives up on a handshake refused by the server's middleware (`active` is
  // false), and on `io server disconnect`, so those retries are ours.
  function scheduleRetry(s: RealtimeSocket): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        if (socket === s) s.connect();
      },
      retryDelay({
        attempt: retries++,
        minMs: ioOptions.reconnectionDelay,
        maxMs: ioOptions.reconnectionDelayMax,
      }),
    );
  }

  // Product rules, Sessions: on `jwt expired` try one refresh before ending the session. Only a
  // refusal ends it: a refresh that could not reach the server is tried again later.
  async function refreshAndReconnect(s: RealtimeSocket): Promise<void> {
    if (refreshUsed) return endSession();
    refreshUsed = true;
    refreshing = true;
    dispatch('retry');
    let refreshed: boolean;
    try {
      refreshed = await refreshSession();
    } catch {
      if (socket !== s) return; // stopped while refreshing
      refreshing = false;
      refreshUsed = false;
      scheduleRetry(s);
      return;
    }
    if (socket !== s) return; // stopped while refreshing
    refreshing = false;
    if (refreshed && tokenStore.getAccessToken()) s.connect();
    else endSession();
  }

  function open(): void {
    const s: RealtimeSocket = io(url, ioOptions);
    socket = s;
    stream.attach(s);
    s.on('connect', () => {
      clearTimeout(retryTimer);
      retries = 0;
      refreshUsed = false;
      // A new connection is a new server-side socket with no rooms: subscribe again.
      if (quoteSubscriptions.size > 0) s.emit(QUOTE_SOCKET_EVENTS.subscribeQuotes, [...quoteSubscriptions]);
      dispatch('connected');
    });
    s.on('connect_error', (error) => {
      if (error.message === JWT_EXPIRED_MESSAGE) {
        void refreshAndReconnect(s);
        return;
      }
      // The key is unknown, revoked, expired or not accepted from here: it would be refused at
      // every retry, so stop, and say why in the stream's state.
      if (error.message === API_KEY_REFUSED_MESSAGE && apiKey !== undefined) {
        teardown();
        dispatch('expire');
        stream.end({ type: 'closed', reason: 'api_key_refused' });
        return;
      }
      dispatch('retry');
      if (!s.active) scheduleRetry(s);
    });
    s.on('disconnect', () => {
      // Our own disconnects remove the listeners first, so this is a drop or a server kick.
      dispatch('retry');
      if (!s.active) scheduleRetry(s);
    });
    // Cheap shape checks at the network edge: a malformed payload must not replace the orders
    // with something that is not a list, nor log the user out by storing empty tokens.
    s.on(SOCKET_EVENTS.userOrders, (next) => {
      if (Array.isArray(next)) setOrders(next);
    });
    s.on(SOCKET_EVENTS.authTokenRefreshed, (tokens) => {
      if (!tokens?.accessToken || !tokens.refreshToken) return;
      tokenStore.setTokens(tokens);
      tokenListeners.emit(tokens);
    });
    s.on(QUOTE_SOCKET_EVENTS.quotes, (quotes) => {
      if (Array.isArray(quotes)) quoteListeners.emit(quotes);
    });
    s.on(QUOTE_SOCKET_EVENTS.quotesError, (error) => {
      if (typeof error?.message !== 'string') return;
      // Refused ids would only be refused again at every reconnect.
      if (error.event === 'subscribeQuotes' && Array.isArray(error.instrument_ids)) {
        for (const id of error.instrument_ids) quoteSubscriptions.delete(id);
      }
      quoteErrorListeners.emit(error);
    });
    s.on(ALERT_SOCKET_EVENTS.alertTriggered, (event) => {
      // An event without an alert or a message is no alert an app could show.
      if (typeof event?.message !== 'string' || typeof event.alert?.id !== 'string') return;
      alertListeners.emit(event);
    });
    if (refreshIntervalMs > 0) {
      refreshTimer = setInterval(() => {
        const refreshToken = tokenStore.getRefreshToken();
        // Only while connected: socket.io would buffer the emit and send a stale token later.
        if (s.connected && refreshToken) s.emit(SOCKET_EVENTS.refreshToken, refreshToken);
      }, refreshIntervalMs);
    }
    dispatch('connect');
    if (socket === s) s.connect();
  }

  function onTokensChanged(): void {
    if (tokenStore.getAccessToken()) {
      // Tokens rotate while connected: the next handshake reads them, no second socket.
      if (!socket) open();
    } else if (!refreshing) {
      // Logout. While the one refresh runs, a cleared store is its outcome to judge.
      teardown();
      dispatch('logout');
      stream.end({ type: 'idle' });
      stream.forget();
    }
  }

  return {
    start() {
      if (unwatchStore) return;
      unwatchStore = tokenStore.subscribe(onTokensChanged);
      dispatch('start');
      onTokensChanged();
    },
    stop() {
      unwatchStore?.();
      unwatchStore = null;
      quoteSubscriptions.clear();
      teardown();
      dispatch('stop');
      stream.end({ type: 'closed', reason: null });
    },
    getState: () => state,
    getOrders: () => orders,
    subscribe: states.add,
    onOrders: orderListeners.add,
    onTokensRefreshed: tokenListeners.add,
    subscribeQuotes(instrumentIds) {
      const added = [...new Set(instrumentIds)].filter((id) => !quoteSubscriptions.has(id));
      // Refused here, as the server would: a set it refuses would be refused at every reconnect.
      if (quoteSubscriptions.size + added.length > MAX_QUOTE_SUBSCRIPTIONS) {
        quoteErrorListeners.emit({
          event: 'subscribeQuotes',
          message: `This client streams ${quoteSubscriptions.size} instruments; ${added.length} more would pass the limit of ${MAX_QUOTE_SUBSCRIPTIONS}. Unsubscribe some first. Nothing changed.`,
          instrument_ids: added,
        });
        return;
      }
      for (const id of added) quoteSubscriptions.add(id);
      // Only while connected: otherwise the next connect sends the whole set once.
      if (socket?.connected && instrumentIds.length > 0) socket.emit(QUOTE_SOCKET_EVENTS.subscribeQuotes, [...instrumentIds]);
    },
    unsubscribeQuotes(instrumentIds) {
      for (const id of instrumentIds) quoteSubscriptions.delete(id);
      if (socket?.connected && instrumentIds.length > 0) socket.emit(QUOTE_SOCKET_EVENTS.unsubscribeQuotes, [...instrumentIds]);
    },
    getQuoteSubscriptions: () => [...quoteSubscriptions],
    onQuotes: quoteListeners.add,
    onQuotesError: quoteErrorListeners.add,
    onAlertTriggered: alertListeners.add,
    getAccountStream: stream.getState,
    subscribeAccountStream: stream.subscribe,
    onAccountEvent: stream.onAccountEvent,
    onStreamState: stream.onStreamState,
    onSnapshot: stream.onSnapshot,
  };
}
