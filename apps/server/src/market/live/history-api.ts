import type { CandleResolution } from '@beurs/domain';

/**
 * One candle as an exchange's public REST API gave it: the start of its bucket (ms since the
 * epoch) and the exchange's own decimal text for its prices and volume (never read through a float).
 */
export interface ExchangeCandle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** One exchange's public OHLC endpoint, as far as fetching a chart's history goes. */
export interface ExchangeHistoryApi {
  /** The public REST base (no API key), used unless the operator configures another. */
  restUrl: string;
  /** The least time between two requests to the exchange: its published limit for public calls, with room. */
  paceMs: number;
  /** The most candles one answer holds. */
  pageSize: number;
  /**
   * Whether older pages can be asked for (`beforeSec`); false where the exchange serves only its
   * latest page (Kraken: the last 720 candles of an interval, whatever `since` says).
   */
  pages: boolean;
  /** The exchange's interval in seconds for each resolution it serves; a missing one is built from a finer one. */
  intervals: Partial<Record<CandleResolution, number>>;
  /** The pair as the REST API names it, or null when the exchange does not list it. */
  symbolOf(instrumentId: string): string | null;
  /** The address of one page: the latest candles of `intervalSec` that start before `beforeSec` (null: the latest of all). */
  pageUrl(base: string, symbol: string, intervalSec: number, beforeSec: number | null): string;
  /** Reads an answer's body into candles, oldest first. Throws BadMessageError for one it cannot read. */
  parse(body: string): ExchangeCandle[];
}
