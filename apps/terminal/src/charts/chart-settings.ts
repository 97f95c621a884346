import { isChartIndicator, type ChartIndicator } from './chart-indicators';

/**
 * What the chart remembers of one instrument: the indicators shown and the drawings made.
 * Drawings are Highcharts annotation options (plain JSON: type, points, styles).
 */
export interface InstrumentChartSettings {
  indicators: ChartIndicator[];
  drawings: DrawingOptions[];
}

/** A drawing as stored: the options of a Highcharts annotation, plain JSON. */
export type DrawingOptions = Record<string, unknown> & { type?: string };

/** Bumped when the stored shape changes: older entries are then ignored rather than misread. */
const VERSION = 1;
const KEY_PREFIX = `beurs.chart.v${VERSION}.`;
/** Enough for any real analysis; it bounds what one instrument keeps in storage. */
export const MAX_DRAWINGS = 100;

/** The storage key of an instrument's chart settings. */
export function chartSettingsKey(instrumentId: string): string {
  return `${KEY_PREFIX}${instrumentId}`;
}

/** A new chart shows no indicators and no drawings. */
export function defaultChartSettings(): InstrumentChartSettings {
  return { indicators: [], drawings: [] };
}

function isDrawing(value: unknown): value is DrawingOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Reads an instrument's chart settings. Whatever is wrong with what is stored (not JSON, another
 * version, an unknown indicator, a malformed drawing) is dropped, not shown: a stored value
 * cannot break the chart.
 */
export function loadChartSettings(instrumentId: string, storage: Storage = localStorage): InstrumentChartSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(chartSettingsKey(instrumentId)) ?? 'null');
  } catch {
    // Not JSON (written by hand, or cut short): the chart starts clean and the next save replaces it.
    return defaultChartSettings();
  }
  if (typeof stored !== 'object' || stored === null || (stored as { version?: unknown }).version !== VERSION) return defaultChartSettings();
  const { indicators, drawings } = stored as { indicators?: unknown; drawings?: unknown };
  return {
    indicators: Array.isArray(indicators) ? [...new Set(indicators.filter(isChartIndicator))] : [],
    drawings: Array.isArray(drawings) ? drawings.filter(isDrawing).slice(-MAX_DRAWINGS) : [],
  };
}

/** Stores an instrument's chart settings; a full or unavailable storage only loses them. */
export function saveChartSettings(instrumentId: string, settings: InstrumentChartSettings, storage: Storage = localStorage): void {
  const value = JSON.stringify({ version: VERSION, indicators: settings.indicators, drawings: settings.drawings.slice(-MAX_DRAWINGS) });
  try {
    storage.setItem(chartSettingsKey(instrumentId), value);
  } catch (error) {
    // Quota exceeded or storage disabled (private mode): the chart works, it just forgets.
    console.warn(`Chart settings of ${instrumentId} were not saved`, error);
  }
}
