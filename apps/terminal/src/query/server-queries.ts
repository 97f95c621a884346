import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { sortAndDedupeHistory, type Candle, type CandleResolution, type MarketSymbol } from '@beurs/domain';
import { keepStreamedQuotes } from '../market/apply-quotes';
import { getServices } from '../services/services';
import { queryKeys } from './query-keys';

// Every read of the terminal, one factory each: key, call and what a failure is logged as.
// Screens read them with `useQuery(xQuery())`; mutations invalidate them by key.

const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * Structural sharing of a symbols list: a streamed quote newer than the loaded one is kept,
 * then every unchanged symbol keeps its object. Anything else (a `select`ed part) is shared as usual.
 */
function shareSymbols(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(next) || (previous !== undefined && !Array.isArray(previous))) return replaceEqualDeep(previous, next);
  return replaceEqualDeep(previous, keepStreamedQuotes(previous as readonly MarketSymbol[] | undefined, next as readonly MarketSymbol[]));
}

/** Closed and cancelled orders. */
export const orderHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.orderHistory(),
    queryFn: async () => (await getServices().api.getOrderHistory({ limit: 1000 })).orders,
    meta: { what: 'the order history' },
  });

/** Ledger entries, newest first. */
export const transactionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.transactions(),
    queryFn: async () => (await getServices().api.getTransactions({ limit: 500 })).transactions,
    meta: { what: 'the transactions' },
  });

/** Sign-in and security activity. */
export const activitiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.activities(),
    queryFn: async () => (await getServices().api.getActivities({ limit: 200 })).activities,
    meta: { what: 'the sign-in activity' },
  });

/** The caller's uploaded documents. */
export const photoDocumentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.photoDocuments(),
    queryFn: async () => (await getServices().api.getPhoto()).photo,
    meta: { what: 'your documents' },
  });

/** Notifications and the unread count; checked again every minute while something shows them. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: () => getServices().api.getNotifications(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    meta: { what: 'the notifications' },
  });

/** Market news. */
export const newsQuery = () =>
  queryOptions({
    queryKey: queryKeys.news(),
    queryFn: async () => (await getServices().api.getNews()).news,
    meta: { what: 'the news' },
  });

/** Countries of the profile form; they do not change while the page is open. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: async () => (await getServices().api.getCountries()).countries,
    staleTime: Infinity,
    meta: { what: 'the countries' },
  });

/** The operator, payment methods and risk warning; fixed by the installation's configuration. */
export const platformQuery = () =>
  queryOptions({
    queryKey: queryKeys.platform(),
    queryFn: () => getServices().api.getPlatform(),
    staleTime: Infinity,
    meta: { what: 'the platform information' },
  });

/** The signed-in devices. */
export const deviceSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.deviceSessions(),
    queryFn: async () => (await getServices().api.getSessions()).sessions,
    meta: { what: 'the signed-in devices' },
  });

/** Whether two-factor sign-in is on. */
export const twoFactorQuery = () =>
  queryOptions({
    queryKey: queryKeys.twoFactor(),
    queryFn: () => getServices().api.getTwoFactor(),
    meta: { what: 'the two-factor status' },
  });

/** The caller's API keys, live ones first, newest first; never their secrets. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: queryKeys.apiKeys(),
    queryFn: async () => (await getServices().api.getApiKeys()).keys,
    meta: { what: 'the API keys' },
  });

/**
 * Every instrument with its quote. `quotes` pushes are written into this entry (market/live-quotes.ts);
 * a reload keeps a streamed quote newer than the one loaded, since the two can cross on the wire.
 */
export const symbolsQuery = () =>
  queryOptions({
    queryKey: queryKeys.symbols(),
    queryFn: async () => (await getServices().api.getSymbols()).symbols as readonly MarketSymbol[],
    structuralSharing: shareSymbols,
    meta: { what: 'the instruments' },
  });

/** The featured instruments; `quotes` pushes are written into them too. */
export const specialSymbolsQuery = () =>
  queryOptions({
    queryKey: queryKeys.specialSymbols(),
    queryFn: async () => (await getServices().api.getSpecialSymbols()).symbols as readonly MarketSymbol[],
    structuralSharing: shareSymbols,
    meta: { what: 'the featured instruments' },
  });

/** An instrument's candles with their length. */
export interface InstrumentHistory {
  /** Sorted by time, consecutive equal times dropped (contract §4). */
  candles: readonly Candle[];
  resolution: CandleResolution;
}

/**
 * An instrument's latest candles of one resolution, as the server answers them without a range
 * (the last 500 the market made, however long ago: a closed market's last session). Always the
 * resolution asked for, so the chart draws the timeframe its toolbar shows; an instrument with
 * none gets the empty state. Live quotes then move the last candle in the chart itself
 * (charts/candle-chart.tsx).
 */
export const instrumentHistoryQuery = (instrumentId: string, resolution: CandleResolution = '1m') =>
  queryOptions({
    // Under the instrument's history key, so a reconnect (which reloads `market`) reloads every timeframe.
    queryKey: [...queryKeys.history(instrumentId), resolution] as const,
    queryFn: async (): Promise<InstrumentHistory> => {
      const api = getServices().api;
      const answer = await api.getSymbolHistory({ instrument_id: instrumentId, resolution });
      return { candles: sortAndDedupeHistory(answer.history), resolution: answer.resolution };
    },
    meta: { what: 'the price history' },
  });
