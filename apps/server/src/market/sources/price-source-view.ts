import type { PriceSource } from '@beurs/domain';
import type { ListedInstrument } from '../market-data';
import { isQuoteFresh } from '../quote-age';
import { createMarketHours } from '../trading-hours';
import type { ParsedSource } from './source-id';
import { providerOf } from './source-id';

/** What describing a price's source needs: the configured source, the freshness limit and the replay's day. */
export interface PriceSourceFacts {
  configured: ParsedSource;
  maxQuoteAgeMs: number;
  /** The recorded day a replay plays now, `YYYY-MM-DD`; null when not a replay or unknown. */
  replayOf: string | null;
}

/**
 * An instrument's price source as `/symbols/` reports it: the configured source, and whether the
 * price held now is its own (`ok`), too old to trade at while the market is open (`stale`), or
 * the simulator standing in for a stopped live feed (`fallback`).
 */
export function describePriceSource({ instrument, quote }: ListedInstrument, at: Date, facts: PriceSourceFacts): PriceSource {
  const { configured } = facts;
  const base = {
    id: configured.id,
    kind: configured.kind,
    provider: providerOf(configured),
    replay_of: configured.kind === 'replay' ? facts.replayOf : null,
  };
  if (configured.kind !== 'simulated' && quote.source !== configured.id && quote.fallbackSince !== null) {
    return { ...base, state: 'fallback', fallback_since: quote.fallbackSince.toISOString() };
  }
  const open = createMarketHours(instrument.tradingHours).isOpen(at.getTime());
  const stale = open && !isQuoteFresh(quote.time, at, facts.maxQuoteAgeMs);
  // A price the source has not given yet (the seeded one, before a live feed's first quote) is not the source's.
  const own = configured.kind === 'simulated' || quote.source === configured.id;
  return { ...base, state: stale || (open && !own) ? 'stale' : 'ok', fallback_since: null };
}
