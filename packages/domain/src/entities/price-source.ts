import { z } from 'zod';
import { isoDateTime } from '../contract/primitives';

/** What kind of price an instrument's source gives: the built-in simulator, an exchange's live feed, or recorded history replayed. */
export const PRICE_SOURCE_KINDS = ['simulated', 'live', 'replay'] as const;
/** One of {@link PRICE_SOURCE_KINDS}. */
export type PriceSourceKind = (typeof PRICE_SOURCE_KINDS)[number];

/** How an instrument's source is doing right now. */
export const PRICE_SOURCE_STATES = ['ok', 'stale', 'fallback'] as const;
/** One of {@link PRICE_SOURCE_STATES}: `ok`, `stale` (no fresh price: nothing fills) or `fallback` (the simulator stands in). */
export type PriceSourceState = (typeof PRICE_SOURCE_STATES)[number];

/**
 * Where an instrument's prices come from, as `/symbols/` reports it beside the price. A price is
 * never passed off as something it is not: a live feed that stopped is `stale`, and the simulator
 * standing in for it is `fallback` with the instant it took over.
 */
export const priceSource = z.object({
  /** The configured source: `simulated`, `live:<exchange>` (e.g. `live:kraken`) or `replay:<dataset>`. */
  id: z.string(),
  kind: z.enum(PRICE_SOURCE_KINDS),
  /** Who the prices come from, as a person names it (`Kraken`, `Dukascopy`); null for the simulator. */
  provider: z.string().nullable(),
  state: z.enum(PRICE_SOURCE_STATES),
  /** For a replay: the recorded day now playing, `YYYY-MM-DD`; null otherwise. */
  replay_of: z.string().nullable(),
  /** For a fallback: when the simulator took over from the last real price; null otherwise. */
  fallback_since: isoDateTime.nullable(),
});
z.globalRegistry.add(priceSource, { id: 'PriceSource' });
/** The type of {@link priceSource}. */
export type PriceSource = z.infer<typeof priceSource>;

/** How {@link priceSourceLabel} writes times and dates. */
export interface PriceSourceLabelOptions {
  /** BCP 47 locale of the dates, `en-GB` unless given. */
  locale?: string;
  /** IANA time zone of the fallback's time, the runtime's unless given. */
  timeZone?: string;
}

/**
 * What a person reads beside the price: `Kraken · live`, `Dukascopy · replay of 28 Nov 2025`,
 * `Simulated`, `Kraken · stale`, `Simulated since 14:02` (a live feed's fallback).
 */
export function priceSourceLabel(source: PriceSource, options: PriceSourceLabelOptions = {}): string {
  const locale = options.locale ?? 'en-GB';
  if (source.state === 'fallback') {
    const since = source.fallback_since
      ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: options.timeZone }).format(
          new Date(source.fallback_since),
        )
      : null;
    return since ? `Simulated since ${since}` : 'Simulated';
  }
  const provider = source.provider ?? 'Simulated';
  if (source.kind === 'simulated') return source.state === 'stale' ? 'Simulated · stale' : 'Simulated';
  if (source.state === 'stale') return `${provider} · stale`;
  if (source.kind === 'live') return `${provider} · live`;
  if (!source.replay_of) return `${provider} · replay`;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${source.replay_of}T00:00:00Z`),
  );
  return `${provider} · replay of ${day}`;
}
