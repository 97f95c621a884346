import { z } from 'zod';
import { text, type Env } from './env-values';

/** The crypto exchanges whose public market data a `live:<exchange>` source reads (docs/market-data.md). */
export const LIVE_EXCHANGE_IDS = ['kraken', 'coinbase', 'bitstamp'] as const;
/** One of {@link LIVE_EXCHANGE_IDS}. */
export type LiveExchangeId = (typeof LIVE_EXCHANGE_IDS)[number];

/** The instrument types a source can be assigned to as a group. */
export const SOURCE_GROUPS = ['stock', 'forex', 'crypto', 'index', 'commodity', '*'] as const;

const SOURCE_ID = /^(simulated|live:(kraken|coinbase|bitstamp)|replay:[a-z0-9][a-z0-9_-]{0,62})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A source as configured: `simulated`, `live:<exchange>` or `replay:<dataset>`. */
export const sourceIdSchema = z.string().regex(SOURCE_ID, {
  error: 'must be simulated, live:kraken, live:coinbase, live:bitstamp or replay:<dataset> (lower-case letters, digits, - and _)',
});

export const marketSourcesSchema = z.object({
  /**
   * Which source quotes which instruments. A key is an instrument id (`BTCUSD`), a type (`crypto`,
   * `forex`, `stock`, `index`, `commodity`) or `*`; an instrument id wins over its type, a type
   * over `*`; an instrument no key names is `simulated`.
   */
  assign: z.record(z.string().min(1), sourceIdSchema),
  /**
   * What a live feed's instruments do when the feed stops: `stale` (the default: the price stays
   * where it was, says so, and nothing fills until the feed returns) or `simulated` (the
   * simulator continues from the last real price, shown as "simulated since …").
   */
  fallback: z.enum(['stale', 'simulated']),
  /**
   * The recorded day that plays as today's weekday in a replay (its week plays as this week);
   * null: the dataset's latest recorded day.
   */
  replayDay: z.string().regex(DAY, { error: 'MARKET_REPLAY_DAY must be a day like 2025-11-28' }).nullable(),
  /** A WebSocket endpoint per exchange in place of its public one: a mirror, or a local twin in tests. */
  liveUrls: z.partialRecord(z.enum(LIVE_EXCHANGE_IDS), z.string().regex(/^wss?:\/\/\S+$/, { error: 'must be a ws:// or wss:// address' })),
  /** A REST base per exchange in place of its public one, for the chart's history: a mirror, or a local twin in tests. */
  liveRestUrls: z
    .partialRecord(z.enum(LIVE_EXCHANGE_IDS), z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http:// or https:// address' }))
    .optional(),
});
export type MarketSourceSettings = z.infer<typeof marketSourcesSchema>;

/** The default: every instrument from the built-in simulator, so a fresh install needs no network. */
export const DEFAULT_MARKET_SOURCES: MarketSourceSettings = { assign: {}, fallback: 'stale', replayDay: null, liveUrls: {} };

/**
 * `MARKET_SOURCES="crypto=live:kraken,ETHUSD=live:coinbase,forex=replay:dukascopy"`, `MARKET_FALLBACK`,
 * `MARKET_REPLAY_DAY`, `MARKET_LIVE_URL_<EXCHANGE>` and `MARKET_LIVE_REST_URL_<EXCHANGE>` into the settings' shape.
 */
export function readMarketSourcesEnv(env: Env, errors: string[]): Partial<MarketSourceSettings> {
  const result: Partial<MarketSourceSettings> = {};
  const assignments = text(env, 'MARKET_SOURCES');
  if (assignments !== undefined) {
    const assign: Record<string, string> = {};
    for (const part of assignments
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [key, value, ...rest] = part.split('=').map((item) => item.trim());
      if (!key || !value || rest.length > 0) {
        errors.push(`MARKET_SOURCES must be a list like "crypto=live:kraken,EURUSD=replay:dukascopy"; "${part}" is not key=source`);
        continue;
      }
      assign[key] = value;
    }
    result.assign = assign;
  }
  const fallback = text(env, 'MARKET_FALLBACK');
  if (fallback !== undefined) result.fallback = fallback as MarketSourceSettings['fallback'];
  const replayDay = text(env, 'MARKET_REPLAY_DAY');
  if (replayDay !== undefined) result.replayDay = replayDay;
  const liveUrls: MarketSourceSettings['liveUrls'] = {};
  for (const exchange of LIVE_EXCHANGE_IDS) {
    const url = text(env, `MARKET_LIVE_URL_${exchange.toUpperCase()}`);
    if (url !== undefined) liveUrls[exchange] = url;
  }
  if (Object.keys(liveUrls).length > 0) result.liveUrls = liveUrls;
  const liveRestUrls: NonNullable<MarketSourceSettings['liveRestUrls']> = {};
  for (const exchange of LIVE_EXCHANGE_IDS) {
    const url = text(env, `MARKET_LIVE_REST_URL_${exchange.toUpperCase()}`);
    if (url !== undefined) liveRestUrls[exchange] = url;
  }
  if (Object.keys(liveRestUrls).length > 0) result.liveRestUrls = liveRestUrls;
  return result;
}
