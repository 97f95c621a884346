import type { StoreApi } from 'zustand';
import type { Services } from '../services/create-services';
import { createSessionLoaders, type SessionLoaders } from './session-loaders';
import type { SessionStore } from './session-store';

/** The session's lifecycle (spec 4) and its loaders. */
export interface SessionController extends SessionLoaders {
  /**
   * Starts the session from the tokens restored from browser storage: without a token it goes
   * to the sign-in page; otherwise it connects the socket and loads the current user, and
   * logs out when that fails. Resolves `true` when the session is live.
   */
  start(): Promise<boolean>;
  /** Logs out: the server is told, the tokens are cleared even if it fails, then `/login`. */
  logout(): Promise<void>;
  /**
   * Reloads the current user after something changed it (a profile update, an order opened or
   * closed, a document, a PIN, a demo top-up, a wallet). A failure is logged, not shown.
   */
  reloadUser(): Promise<void>;
  /** Ends the session locally; the services call it when they see the session end. */
  handleSessionEnded(reason: string): void;
}

/** What {@link createSessionController} needs. */
export interface SessionControllerOptions {
  services: Services;
  store: StoreApi<SessionStore>;
  /** Leaves for the sign-in page. */
  redirectToLogin: () => void;
}

/** Creates the session controller over the given services and store. */
export function createSessionController({ services, store, redirectToLogin }: SessionControllerOptions): SessionController {
  const { api, tokenStore, realtime } = services;
  const loaders = createSessionLoaders(api, store);
  let ended = false;
  let unsubscribes: Array<() => void> = [];

  function end(): void {
    if (ended) return;
    ended = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
    unsubscribes = [];
    realtime.stop();
    tokenStore.clear();
    store.getState().reset();
    redirectToLogin();
  }

  async function reloadUser(): Promise<void> {
    try {
      await loaders.loadUser();
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

  return {
    ...loaders,
    async start() {
      if (!tokenStore.getAccessToken()) {
        end();
        return false;
      }
      const state = store.getState();
      state.setTokens({ accessToken: tokenStore.getAccessToken() ?? '', refreshToken: tokenStore.getRefreshToken() ?? '' });
      unsubscribes.push(
        // Refreshed tokens (HTTP or `authTokenRefreshed`) go to the session as well as to storage.
        tokenStore.subscribe((tokens) => store.getState().setTokens(tokens)),
        realtime.onOrders((orders) => {
          const before = store.getState().orders;
          store.getState().setOrders(orders);
          // A position that left the live list was closed (by the user, a stop-loss, a
          // take-profit or the close-out): its realised P&L changed the balance.
          const live = new Set(orders.map((order) => order.id));
          const sessionLive = !ended && tokenStore.getAccessToken() !== null;
          if (sessionLive && before.some((order) => order.status === 'open' && !live.has(order.id))) void reloadUser();
        }),
      );
      realtime.start();
      try {
        await loaders.loadUser();
        return !ended;
      } catch (error) {
        // Spec 4: failing to load the current user forces logout.
        console.warn('Could not load the current user; logging out', error);
        await logout();
        return false;
      }
    },
    logout,
    reloadUser,
    handleSessionEnded() {
      end();
    },
  };
}
