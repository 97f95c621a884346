import type { PriceSource, PriceSourceLabelOptions } from '@beurs/domain';

/**
 * What a price source means, in one sentence for a tag's tooltip: "Prices from Kraken's public
 * market data, live", "Recorded Dukascopy prices of 28 Nov 2025, replayed in real time", "Prices
 * from Beurs' market simulator", "No fresh price from Kraken: nothing fills until it returns",
 * "Kraken stopped at 14:02; the simulator continues from its last price". Dates and times are
 * written as `priceSourceLabel` of @beurs/domain writes them, so the tag and its tooltip agree.
 *
 * @example
 * priceSourceDescription({ id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null })
 * // "Prices from Kraken's public market data, live"
 */
export function priceSourceDescription(source: PriceSource, options: PriceSourceLabelOptions = {}): string {
  const locale = options.locale ?? 'en-GB';
  const provider = source.provider ?? (source.kind === 'simulated' ? "Beurs' market simulator" : 'the price source');
  if (source.state === 'fallback') {
    const since = source.fallback_since
      ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: options.timeZone }).format(
          new Date(source.fallback_since),
        )
      : null;
    const stopped = since ? `${capitalise(provider)} stopped at ${since}` : `${capitalise(provider)} stopped`;
    return `${stopped}; the simulator continues from its last price`;
  }
  if (source.state === 'stale') {
    return source.kind === 'simulated'
      ? "No fresh price from Beurs' market simulator: nothing fills until it returns"
      : `No fresh price from ${provider}: nothing fills until it returns`;
  }
  if (source.kind === 'simulated') return "Prices from Beurs' market simulator";
  if (source.kind === 'live') return `Prices from ${possessive(provider)} public market data, live`;
  if (!source.replay_of) return `Recorded ${provider} prices, replayed in real time`;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${source.replay_of}T00:00:00Z`),
  );
  return `Recorded ${provider} prices of ${day}, replayed in real time`;
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
