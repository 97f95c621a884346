import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import { FAILURE_KINDS, classifyFailure, isHttpError } from '@beurs/api-client';
import type { Order } from '@beurs/domain';
import { announceAlert } from '../feedback/alert-feedback';
import { queryKeys } from '../query/query-keys';
import type { Services } from '../services/create-services';
import { startRetryDelay, type SessionStatus } from './session-status';
import type { SessionStore } from './session-store';

/** The session's lifecycle (contract §4). */
export interface SessionController {
  /**
   * Starts the session from the tokens restored from browser storage: without a token it goes
   * to the sign-in page; otherwise it connects the socket and loads the current user. Only a
   * refusal by the server ends the session (contract §4: "failing to load the current user forces
   * logout"); when the server cannot be asked, the session is kept, the status says
   * `reconnecting` and the load is tried again. Resolves `true` once the session is live,
   * `false` once it has ended.
   */
  start(): Promise<boolean>;
  /** Logs out: the server is told, the tokens are cleared even if it fails, then `/login`. */
  logout(): Promise<void>;
  /**
   * Reloads the current user into the query cache after something changed it (a profile update,
   * an order opened or closed, a document, a PIN, a demo top-up, a wallet). A failure is logged,
   * not shown.
   */
  reloadUser(): Promise<void>;
  /** Ends the session locally; the services call it when they see the session end. */
  handleSessionEnded(reason: string): void;
  /** Tries to load the current user now instead of waiting for the next retry. */
  retryNow(): void;
  /** Where the start of the session stands. */
  getStatus(): SessionStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribeStatus(listener: () => void): () => void;
}

/** What {@link createSessionController} needs. */
export interface SessionControllerOptions {
  services: Services;
  store: StoreApi<SessionStore>;
  /**
   * The query cache the session fills: the current user, and the live orders of every
   * `userOrders` push. Cleared when the session ends, so no data outlives its user.
   */
  queryClient: QueryClient;
  /** Leaves for the sign-in page. */
  redirectToLogin: () => void;
  /**
   * Where the browser says it is back online (`online` events). Defaults to `window`; tests
   * pass an `EventTarget` of their own.
   */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * Whether a failure to load the current user is the server refusing the session: a 401 that
 * survived the one refresh (or a refused refresh), or the account no longer existing (404).
 * Anything else (offline, an aborted request as the page reloads, a restart, a 5xx) is not.
 */
function isRefusal(error: unknown): boolean {
  return classifyFailure(error) === FAILURE_KINDS.refused || (isHttpError(error) && error.status === 404);
}

/** Creates the session controller over the given services and store. */
export function createSessionController({
  services,
  store,
  queryClient,
  redirectToLogin,
  connectivity = typeof window === 'undefined' ? undefined : window,
}: SessionControllerOptions): SessionController {
  const { api, tokenStore, realtime } = services;
  let ended = false;
  let unsubscribes: Array<() => void> = [];
  let status: SessionStatus = { phase: 'starting' };
  const statusListeners = new Set<() => void>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let loading = false;
  let settle: ((live: boolean) => void) | null = null;

  /** Loads the current user into the cache; rejects with the call's error. */
  async function loadUser(): Promise<void> {
    const { user } = await api.getUser();
    if (!ended) queryClient.setQueryData(queryKeys.user(), user);
  }

  function setStatus(next: SessionStatus): void {
    status = next;
    for (const listener of statusListeners) listener();
  }

  function settleStart(live: boolean): void {
    settle?.(live);
    settle = null;
  }

  function end(): void {
    if (ended) return;
    ended = true;
    clearTimeout(retryTimer);
    for (const unsubscribe of unsubscribes) unsubscribe();
    unsubscribes = [];
    realtime.stop();
    tokenStore.clear();
    store.getState().reset();
    // One user's data must never show for the next one signed in on this page.
    queryClient.clear();
    setStatus({ phase: 'ended' });
    settleStart(false);
    redirectToLogin();
  }

  async function reloadUser(): Promise<void> {
    try {
      await loadUser();
    } catch (error) {
      console.warn('Could not reload the current user', error);
    }
  }

  async function logout(): Promise<void> {
    if (ended) return;
    try {
      // api-client clears the tokens and reports the end of the session even when this fails.
      await api.logout();
    } catch (error) {
      console.warn('Logout call failed; the tokens are cleared anyway', error);
    }
    end();
  }

  /** Loads the current user once; on a failure that is no refusal, schedules the next try. */
  async function loadCurrentUser(): Promise<void> {
    if (ended || loading) return;
    loading = true;
    clearTimeout(retryTimer);
    try {
      await loadUser();
      loading = false;
      if (ended) return;
      attempt = 0;
      setStatus({ phase: 'live' });
      settleStart(true);
    } catch (error) {
      loading = false;
      // A refused refresh has already ended the session through the services.
      if (ended) return;
      if (isRefusal(error)) {
        // Contract §4: failing to load the current user forces logout, when the server said no.
        console.warn('The server refused the session; logging out', error);
        await logout();
        return;
      }
      const delay = startRetryDelay(attempt);
      attempt += 1;
      console.warn(`Could not reach the server to load the current user; trying again in ${Math.round(delay / 1000)} s`, error);
      setStatus({ phase: 'reconnecting', retryAt: Date.now() + delay, attempt });
      retryTimer = setTimeout(() => void loadCurrentUser(), delay);
    }
  }

  function retryNow(): void {
    if (status.phase === 'reconnecting') void loadCurrentUser();
  }

  return {
    start() {
      if (!tokenStore.getAccessToken()) {
        end();
        return Promise.resolve(false);
      }
      const state = store.getState();
      state.setTokens({ accessToken: tokenStore.getAccessToken() ?? '', refreshToken: tokenStore.getRefreshToken() ?? '' });
      const started = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      const onOnline = () => retryNow();
      connectivity?.addEventListener('online', onOnline);
      unsubscribes.push(
        () => connectivity?.removeEventListener('online', onOnline),
        // Refreshed tokens (HTTP or `authTokenRefreshed`) go to the session as well as to storage.
        tokenStore.subscribe((tokens) => store.getState().setTokens(tokens)),
        realtime.onOrders((orders) => {
          if (ended) return;
          const before = queryClient.getQueryData<readonly Order[]>(queryKeys.orders()) ?? [];
          // Structural sharing keeps the object of every order that did not change, so the
          // memoised rows re-render only for the orders that did.
          queryClient.setQueryData<readonly Order[]>(queryKeys.orders(), orders);
          // A position that left the live list was closed (by the user, a stop-loss, a
          // take-profit or the close-out): its realised P&L changed the balance, the history
          // and the ledger. While the account stream is live its events say so exactly (below);
          // this guess serves a server without the stream.
          const live = new Set(orders.map((order) => order.id));
          const sessionLive = tokenStore.getAccessToken() !== null;
          const streamed = realtime.getAccountStream().status === 'live';
          if (sessionLive && !streamed && before.some((order) => order.status === 'open' && !live.has(order.id))) {
            void reloadUser();
            void queryClient.invalidateQueries({ queryKey: queryKeys.orderHistory() });
            void queryClient.invalidateQueries({ queryKey: queryKeys.transactions() });
          }
        }),
        // A price alert fired: the alerts and the notification it created are out of date, and
        // the trader hears of it at once.
        realtime.onAlertTriggered((event) => {
          if (ended) return;
          announceAlert(event);
          void queryClient.invalidateQueries({ queryKey: queryKeys.alerts() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
        }),
        // The account stream (extension of contract §4) says exactly what changed, whatever did
        // it: a close's P&L, a deposit from another device, financing, a close-out.
        realtime.onAccountEvent((event) => {
          if (ended || tokenStore.getAccessToken() === null) return;
          if (event.type === 'balance_changed') {
            void reloadUser();
            void queryClient.invalidateQueries({ queryKey: queryKeys.transactions() });
          }
          if (event.type === 'order_closed' || event.type === 'order_cancelled') {
            void queryClient.invalidateQueries({ queryKey: queryKeys.orderHistory() });
          }
        }),
        // Events missed while away are no longer kept: read what they would have changed.
        realtime.onSnapshot(() => {
          if (ended || tokenStore.getAccessToken() === null) return;
          void reloadUser();
          void queryClient.invalidateQueries({ queryKey: queryKeys.orderHistory() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.transactions() });
        }),
      );
      realtime.start();
      void loadCurrentUser();
      return started;
    },
    logout,
    reloadUser,
    handleSessionEnded() {
      end();
    },
    retryNow,
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}
