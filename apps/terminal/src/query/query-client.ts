import { QueryCache, QueryClient, notifyManager } from '@tanstack/react-query';
import { FAILURE_KINDS, classifyFailure } from '@beurs/api-client';
import { shareOrders } from '../session/share-orders';
import { queryKeys } from './query-keys';

/** How long loaded data counts as fresh: a screen mounted again within it shows the cache. */
export const DEFAULT_STALE_TIME_MS = 30_000;
/** Tries after the first for a call that could not reach the server. */
const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** What the query loads ("the transactions"), for the log line of a failure. */
      what?: string;
    };
  }
}

/**
 * Whether a failed query is tried again: only when the server could not be asked (offline, a
 * timeout, a 5xx, 408, 429). A 4xx is the server's answer and asking again changes nothing; a
 * refusal of the session is the session's business (session/create-session-controller.ts).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && classifyFailure(error) === FAILURE_KINDS.unreachable;
}

/** Options of {@link createTerminalQueryClient}. */
export interface TerminalQueryClientOptions {
  /** Delay before a retry in ms. Defaults to TanStack Query's backoff (1 s, 2 s, … up to 30 s). */
  retryDelay?: number;
}

/**
 * The terminal's query cache. Data stays fresh for {@link DEFAULT_STALE_TIME_MS}, so moving
 * between screens does not load everything again; a failure that could not reach the server is
 * tried twice more, a 4xx never; returning to the tab or the network does not refetch every
 * query at once (the socket's reconnect refreshes the market, the session the user). A failed
 * load is only logged (contract §8): screens show a neutral "could not load" state with a retry.
 */
export function createTerminalQueryClient(options: TerminalQueryClientOptions = {}): QueryClient {
  // Observers hear of a cache write at once instead of on a later task: quotes are written once
  // per animation frame and must be drawn in that frame, and a `userOrders` push renders its rows
  // in the same task (orders-table.test.tsx, bench/terminal-orders-table.mjs). Writes are already
  // batched (market/quote-buffer.ts), so this adds no renders.
  notifyManager.setScheduler((callback) => callback());
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn(`Could not load ${query.meta?.what ?? 'data'}`, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetry,
        ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  // Pushed, never fetched: memoised rows keyed by id re-render only for the orders that changed.
  // Neither this nor the session's user can be loaded again by the cache itself, so neither is
  // dropped while no screen shows it; the session clears both when it ends.
  client.setQueryDefaults(queryKeys.orders(), { structuralSharing: shareOrders, gcTime: Infinity });
  client.setQueryDefaults(queryKeys.user(), { gcTime: Infinity });
  return client;
}

let current: QueryClient | null = null;

/** The page's one query client, made on first use. */
export function getQueryClient(): QueryClient {
  current ??= createTerminalQueryClient();
  return current;
}

/** Replaces the page's query client (tests start each case with an empty cache). */
export function installQueryClient(client: QueryClient): QueryClient {
  current?.clear();
  current = client;
  return client;
}
