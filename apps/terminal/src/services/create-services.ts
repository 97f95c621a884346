import {
  createApiClient,
  createBrowserTokenStore,
  type ApiClient,
  type BrowserTokenStore,
  type TokenStorage,
} from '@beurs/api-client';
import { createRealtimeClient, type RealtimeClient } from '@beurs/realtime';

/** The terminal's connections to the server: one of each for the life of the page. */
export interface Services {
  tokenStore: BrowserTokenStore;
  api: ApiClient;
  realtime: RealtimeClient;
}

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /** Origin of the API and the socket; the terminal is served on the API's origin. */
  baseUrl: string;
  /** Where the tokens persist. Defaults to `localStorage`. */
  storage?: TokenStorage;
  /** Called once a session has ended (logout, refused refresh, `jwt expired`). */
  onSessionEnded: (reason: string) => void;
}

/**
 * Creates the token store (restored from browser storage, spec 4), the HTTP client and the
 * realtime client, all three sharing the tokens: a refresh by one is seen by the others.
 */
export function createServices(options: ServicesOptions): Services {
  const tokenStore = createBrowserTokenStore(options.storage ? { storage: options.storage } : {});
  const api = createApiClient({ baseUrl: options.baseUrl, tokenStore, onSessionEnded: options.onSessionEnded });
  const realtime = createRealtimeClient({
    url: options.baseUrl,
    tokenStore,
    // PRODUCT (Sessions): on the socket's `jwt expired`, one refresh before the session ends.
    refreshSession: async () => {
      try {
        await api.refresh();
        return true;
      } catch (error) {
        console.warn('Token refresh after "jwt expired" failed', error);
        return false;
      }
    },
    onSessionEnded: (reason) => options.onSessionEnded(reason),
  });
  return { tokenStore, api, realtime };
}
