import type { PriceSourceKind } from '@beurs/domain';
import type { LiveExchangeId } from '../../config/market-source-settings';

/** The source that quotes an instrument when nothing else is configured or a live feed's fallback stands in. */
export const SIMULATED = 'simulated';

/** A configured source, parsed: what kind it is and, for a live feed or a replay, whose. */
export type ParsedSource =
  | { kind: 'simulated'; id: string }
  | { kind: 'live'; id: string; exchange: LiveExchangeId }
  | { kind: 'replay'; id: string; dataset: string };

/** Splits `simulated`, `live:<exchange>` or `replay:<dataset>` (already validated by the configuration). */
export function parseSourceId(id: string): ParsedSource {
  const [kind, name] = id.split(':', 2) as [PriceSourceKind, string | undefined];
  if (kind === 'live' && name) return { kind, id, exchange: name as LiveExchangeId };
  if (kind === 'replay' && name) return { kind, id, dataset: name };
  return { kind: 'simulated', id: SIMULATED };
}

const EXCHANGE_NAMES: Record<LiveExchangeId, string> = { kraken: 'Kraken', coinbase: 'Coinbase', bitstamp: 'Bitstamp' };

/**
 * Who a source's prices come from, as a person names them: the exchange, the recorded data's
 * publisher (every dataset an operator imports today is Dukascopy's), or null for the simulator.
 */
export function providerOf(source: ParsedSource): string | null {
  if (source.kind === 'live') return EXCHANGE_NAMES[source.exchange];
  if (source.kind === 'replay') return 'Dukascopy';
  return null;
}
