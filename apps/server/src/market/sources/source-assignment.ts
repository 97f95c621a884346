import type { SymbolType } from '@beurs/domain';
import type { MarketSourceSettings } from '../../config/market-source-settings';
import { SOURCE_GROUPS } from '../../config/market-source-settings';
import { ConfigError } from '../../config/config';
import { parseSourceId, SIMULATED, type ParsedSource } from './source-id';
import { exchangeSymbolOf } from '../live/live-exchanges';

/** What the assignment needs to know of an instrument. */
export interface AssignableInstrument {
  instrumentId: string;
  type: SymbolType;
}

/** Which source quotes each instrument, resolved once at start from `market.sources.assign`. */
export interface SourceAssignment {
  /** The instrument's configured source (`simulated` when nothing names it). */
  sourceOf(instrumentId: string): ParsedSource;
  /** Every configured source other than the simulator, with the instruments it quotes. */
  external(): Map<string, { source: ParsedSource; instrumentIds: string[] }>;
  /** Whether every instrument is simulated: the default, offline install. */
  allSimulated(): boolean;
  /** How many instruments the simulator quotes by configuration. */
  simulatedCount(): number;
}

/**
 * Resolves the configured assignment for the listed instruments: an instrument id wins over its
 * type, a type over `*`. A key that is neither an instrument nor a group is a configuration error
 * (a typo would otherwise leave an instrument on the simulator without a word).
 */
export function resolveSourceAssignment(settings: MarketSourceSettings, instruments: readonly AssignableInstrument[]): SourceAssignment {
  const known = new Set(instruments.map((instrument) => instrument.instrumentId));
  const groups = new Set<string>(SOURCE_GROUPS);
  const unknown = Object.keys(settings.assign).filter((key) => !known.has(key) && !groups.has(key));
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n- market.sources.assign (MARKET_SOURCES) names ${unknown.map((key) => `"${key}"`).join(', ')}, which is neither an instrument id nor one of ${[...groups].join(', ')}`,
    );
  }
  const bySource = new Map<string, ParsedSource>();
  const ofInstrument = new Map<string, ParsedSource>();
  const external = new Map<string, { source: ParsedSource; instrumentIds: string[] }>();
  for (const instrument of instruments) {
    const id = settings.assign[instrument.instrumentId] ?? settings.assign[instrument.type] ?? settings.assign['*'] ?? SIMULATED;
    const source = bySource.get(id) ?? parseSourceId(id);
    bySource.set(id, source);
    ofInstrument.set(instrument.instrumentId, source);
    if (source.kind === 'simulated') continue;
    const entry = external.get(source.id) ?? { source, instrumentIds: [] };
    entry.instrumentIds.push(instrument.instrumentId);
    external.set(source.id, entry);
  }
  const unlisted = [...external.values()].flatMap(({ source, instrumentIds }) =>
    source.kind === 'live'
      ? instrumentIds.filter((id) => exchangeSymbolOf(source.exchange, id) === null).map((id) => `${id} (${source.id})`)
      : [],
  );
  if (unlisted.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n- market.sources.assign (MARKET_SOURCES) gives a live feed instruments its exchange does not list: ${unlisted.join(', ')}; a live feed quotes crypto pairs only (docs/market-data.md)`,
    );
  }
  const simulated = parseSourceId(SIMULATED);
  const simulatedCount = instruments.length - [...external.values()].reduce((sum, entry) => sum + entry.instrumentIds.length, 0);
  return {
    sourceOf: (instrumentId) => ofInstrument.get(instrumentId) ?? simulated,
    external: () => external,
    allSimulated: () => external.size === 0,
    simulatedCount: () => simulatedCount,
  };
}
