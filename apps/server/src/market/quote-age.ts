import type { ServerConfig } from '../config/config';

/** How many ticks old a quote may be before nothing fills at it, unless configured. */
export const DEFAULT_MAX_QUOTE_AGE_TICKS = 3;

/** The oldest a quote may be for an order to fill at it (ms): configured, or three ticks. */
export function maxQuoteAgeMs(market: ServerConfig['market']): number {
  return market.maxQuoteAgeMs ?? DEFAULT_MAX_QUOTE_AGE_TICKS * market.tickMs;
}

/** Whether a quote taken at `time` is recent enough at `at` to trade at. */
export function isQuoteFresh(time: Date, at: Date, maxAgeMs: number): boolean {
  return at.getTime() - time.getTime() <= maxAgeMs;
}
