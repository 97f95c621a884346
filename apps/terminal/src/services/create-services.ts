import {
  FAILURE_KINDS,
  classifyFailure,
  createApiClient,
  createBrowserTokenStore,
  type ApiClient,
  type BrowserTokenStore,
  type TokenStorage,
} from '@beurs/api-client';
import { createRealtimeClient, type RealtimeClient } from '@beurs/realtime';

/** The terminal's connections to the server: one of each for the life of the page. */
export interface Services {
  /** Origin of the API: where the file downloads (statement CSV and PDF) are fetched from. */
  baseUrl: string;
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
  /** The HTTP transport. Defaults to the browser's `fetch`. */
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Creates the token store (restored from browser storage, contract §4), the HTTP client and the
 * realtime client, all three sharing the tokens: a refresh by one is seen by the others.
 */
export function createServices(options: ServicesOptions): Services {
  const tokenStore = createBrowserTokenStore(options.storage ? { storage: options.storage } : {});
  const api = createApiClient({ baseUrl: options.baseUrl, tokenStore, onSessionEnded: options.onSessionEnded, fetch: options.fetch });
  const realtime = createRealtimeClient({
    url: options.baseUrl,
    tokenStore,
    // Product rules, Sessions: on the socket's `jwt expired`, one refresh before the session ends.
    // Only the server's refusal ends it; a refresh that could not reach the server rejects, and
    // the realtime client tries again after its backoff.
    refreshSession: async () => {
      try {
        await api.refresh();
        return true;
      } catch (error) {
        if (classifyFailure(error) === FAILURE_KINDS.refused) return false;
        console.warn('Token refresh after "jwt expired" could not reach the server; trying again', error);
        throw error;
      }
    },
    onSessionEnded: (reason) => options.onSessionEnded(reason),
  });
  return { baseUrl: options.baseUrl, tokenStore, api, realtime };
}
