import type { CandleResolution } from '@beurs/domain';

/**
 * Resolutions the market writes as it trades. 4h and 1w are not written: they are grouped on
 * read from 1h and 1d candles, which keeps the database (and every test's copy of it) small.
 */
export const LIVE_RESOLUTIONS = ['1m', '5m', '15m', '1h', '1d'] as const satisfies readonly CandleResolution[];

/**
 * The finer resolution a grouped resolution is built from on read. Seeded history older than
 * that finer layer is stored at the grouped resolution itself (see history-generator.ts).
 */
export const GROUPED_FROM = { '4h': '1h', '1w': '1d' } as const satisfies Partial<Record<CandleResolution, CandleResolution>>;

/** Whether candles of `resolution` are grouped on read. */
export function isGroupedResolution(resolution: CandleResolution): resolution is keyof typeof GROUPED_FROM {
  return resolution in GROUPED_FROM;
}
