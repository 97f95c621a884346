import type { LiveQuote, MarketSymbol, PriceSource } from '@beurs/domain';

/** The built-in simulator, working: every instrument's source on the default install. */
export const SIMULATED_SOURCE: PriceSource = {
  id: 'simulated',
  kind: 'simulated',
  provider: null,
  state: 'ok',
  replay_of: null,
  fallback_since: null,
};

/**
 * Where an instrument's price comes from. A server that sends no `price_source` predates price
 * sources, and every price it gave was the simulator's, so that is what the trader reads.
 */
export function priceSourceOf(symbol: Pick<MarketSymbol, 'price_source'>): PriceSource {
  return symbol.price_source ?? SIMULATED_SOURCE;
}

/** Whether some instrument's source can change without a quote saying so (a live feed or a replay). */
export function hasChangingSource(symbols: readonly Pick<MarketSymbol, 'price_source'>[] | undefined): boolean {
  return (symbols ?? []).some((symbol) => symbol.price_source !== undefined && symbol.price_source.kind !== 'simulated');
}

/**
 * The instrument's source after a streamed quote: a quote from another source than the
 * configured one (the simulator the operator chose as the fallback of a stopped live feed) makes
 * it a fallback since that quote's time, and a quote from the configured source again makes it
 * working. The same object is returned when nothing changes, so a memoised row does not render.
 *
 * @example
 * sourceAfterQuote(kraken, { instrument_id: 'BTCUSD', bid: '64210.5', ask: '64212.5', time: '2026-11-29T14:02:00.000Z', source: 'simulated' })
 * // { ...kraken, state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' }
 */
export function sourceAfterQuote(source: PriceSource | undefined, quote: Pick<LiveQuote, 'source' | 'time'>): PriceSource | undefined {
  if (!source || quote.source === undefined) return source;
  if (quote.source === source.id) return source.state === 'ok' ? source : { ...source, state: 'ok', fallback_since: null };
  // Already standing in: the fallback began at its first quote, not at this one.
  if (source.state === 'fallback') return source;
  return { ...source, state: 'fallback', fallback_since: quote.time };
}

/**
 * The source of a recorded fill, from the id its quote carries (`simulated`, `live:kraken`,
 * `replay:<dataset>`), as it was when the fill took that price: working. The instrument's current
 * source names the provider and the replayed day when it is the same source; otherwise the
 * exchange or data set is named from the id itself.
 *
 * @example
 * fillSourceOf('live:kraken', undefined) // { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', … }
 */
export function fillSourceOf(sourceId: string, current: PriceSource | undefined): PriceSource {
  if (current && current.id === sourceId) return { ...current, state: 'ok', fallback_since: null };
  const [kind, name = ''] = splitId(sourceId);
  if (kind === 'live') return { id: sourceId, kind: 'live', provider: nameOf(name), state: 'ok', replay_of: null, fallback_since: null };
  if (kind === 'replay')
    return { id: sourceId, kind: 'replay', provider: nameOf(name), state: 'ok', replay_of: null, fallback_since: null };
  return { ...SIMULATED_SOURCE, id: sourceId };
}

function splitId(id: string): [string, string | undefined] {
  const colon = id.indexOf(':');
  return colon < 0 ? [id, undefined] : [id.slice(0, colon), id.slice(colon + 1)];
}

/** `kraken` → `Kraken`, `dukascopy-eurusd` → `Dukascopy eurusd`: a readable name from an id. */
function nameOf(name: string): string | null {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
