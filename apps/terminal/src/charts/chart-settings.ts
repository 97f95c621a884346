import {
  CHART_INDICATORS,
  defaultIndicatorStyles,
  isChartIndicator,
  type ChartIndicator,
  type IndicatorStyle,
  type IndicatorStyles,
} from './chart-indicators';
import { isIndicatorColour } from './indicators/indicator-colours';
import { areValidParams } from './indicators/indicator-params';

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

/**
 * Bumped when the stored shape changes. Version 2 made the indicators' periods and colours the
 * trader's (one entry for the browser, {@link INDICATOR_STYLES_KEY}); an instrument's entry of
 * version 1 is read once, written again as version 2 and removed. Any other version is ignored
 * rather than misread.
 */
export const CHART_SETTINGS_VERSION = 2;
const KEY_PREFIX = `beurs.chart.v${CHART_SETTINGS_VERSION}.`;
const V1_KEY_PREFIX = 'beurs.chart.v1.';
/** The storage key of the indicators' periods and colours, shared by every chart of the browser. */
export const INDICATOR_STYLES_KEY = 'beurs.chart-indicators';
/** Enough for any real analysis; it bounds what one instrument keeps in storage. */
export const MAX_DRAWINGS = 100;

/** The storage key of an instrument's chart settings. */
export function chartSettingsKey(instrumentId: string): string {
  return `${KEY_PREFIX}${instrumentId}`;
}

/** Where version 1 kept an instrument's chart settings (read once, for the upgrade). */
export function legacyChartSettingsKey(instrumentId: string): string {
  return `${V1_KEY_PREFIX}${instrumentId}`;
}

/** A new chart shows no indicators and no drawings. */
export function defaultChartSettings(): InstrumentChartSettings {
  return { indicators: [], drawings: [] };
}

function isDrawing(value: unknown): value is DrawingOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
}

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    // Not JSON (written by hand, or cut short): the chart starts clean and the next save replaces it.
    return null;
  }
}

/** The settings in a stored entry of `version`, or null when it is not one. */
function settingsOf(stored: unknown, version: number): InstrumentChartSettings | null {
  if (typeof stored !== 'object' || stored === null || (stored as { version?: unknown }).version !== version) return null;
  const { indicators, drawings } = stored as { indicators?: unknown; drawings?: unknown };
  return {
    indicators: Array.isArray(indicators) ? [...new Set(indicators.filter(isChartIndicator))] : [],
    drawings: Array.isArray(drawings) ? drawings.filter(isDrawing).slice(-MAX_DRAWINGS) : [],
  };
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage disabled (some private modes): nothing was remembered.
    return null;
  }
}

/**
 * Reads an instrument's chart settings. Whatever is wrong with what is stored (not JSON, another
 * version, an unknown indicator, a malformed drawing) is dropped, not shown: a stored value
 * cannot break the chart. An entry of version 1 (the same indicators and drawings) is moved to
 * version 2 on the way.
 */
export function loadChartSettings(instrumentId: string, storage: Storage = localStorage): InstrumentChartSettings {
  const current = safeGet(storage, chartSettingsKey(instrumentId));
  if (current !== null) return settingsOf(parseJson(current), CHART_SETTINGS_VERSION) ?? defaultChartSettings();
  const legacy = safeGet(storage, legacyChartSettingsKey(instrumentId));
  if (legacy === null) return defaultChartSettings();
  const migrated = settingsOf(parseJson(legacy), 1) ?? defaultChartSettings();
  saveChartSettings(instrumentId, migrated, storage);
  try {
    storage.removeItem(legacyChartSettingsKey(instrumentId));
  } catch {
    // Left behind, it is read again only while no version 2 entry exists.
  }
  return migrated;
}

/** Stores an instrument's chart settings; a full or unavailable storage only loses them. */
export function saveChartSettings(instrumentId: string, settings: InstrumentChartSettings, storage: Storage = localStorage): void {
  const value = JSON.stringify({
    version: CHART_SETTINGS_VERSION,
    indicators: settings.indicators,
    drawings: settings.drawings.slice(-MAX_DRAWINGS),
  });
  try {
    storage.setItem(chartSettingsKey(instrumentId), value);
  } catch (error) {
    // Quota exceeded or storage disabled (private mode): the chart works, it just forgets.
    console.warn(`Chart settings of ${instrumentId} were not saved`, error);
  }
}

/**
 * The indicators' periods and colours as stored: each indicator whose stored parameters are not
 * whole numbers in range (or consistent) gets its defaults, an unknown colour the default one.
 * Before version 2 nothing was stored: the periods were the defaults, and still are.
 */
export function parseIndicatorStyles(text: string | null): IndicatorStyles {
  const defaults = defaultIndicatorStyles();
  const stored = parseJson(text);
  if (typeof stored !== 'object' || stored === null || (stored as { version?: unknown }).version !== CHART_SETTINGS_VERSION)
    return defaults;
  const indicators = (stored as { indicators?: unknown }).indicators;
  if (typeof indicators !== 'object' || indicators === null) return defaults;
  const styles = { ...defaults } as Record<ChartIndicator, IndicatorStyle>;
  for (const { id } of CHART_INDICATORS) {
    const entry = (indicators as Record<string, unknown>)[id];
    if (typeof entry !== 'object' || entry === null) continue;
    const { params, colour } = entry as { params?: unknown; colour?: unknown };
    const numbers = typeof params === 'object' && params !== null ? (params as Record<string, number>) : {};
    const kept = Object.fromEntries(Object.keys(defaults[id].params).map((key) => [key, numbers[key] ?? Number.NaN]));
    styles[id] = {
      params: areValidParams(id, kept) ? kept : defaults[id].params,
      colour: isIndicatorColour(colour) ? colour : 'default',
    };
  }
  return styles;
}

/** The stored text of the indicators' periods and colours. */
export function serializeIndicatorStyles(styles: IndicatorStyles): string {
  return JSON.stringify({ version: CHART_SETTINGS_VERSION, indicators: styles });
}
