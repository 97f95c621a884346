import { describe, expect, it, vi } from 'vitest';
import { defaultIndicatorStyles } from './chart-indicators';
import {
  chartSettingsKey,
  INDICATOR_STYLES_KEY,
  legacyChartSettingsKey,
  loadChartSettings,
  MAX_DRAWINGS,
  parseIndicatorStyles,
  saveChartSettings,
  serializeIndicatorStyles,
} from './chart-settings';

const FIBONACCI = {
  type: 'fibonacci',
  typeOptions: {
    points: [
      { x: 1, y: 1.08 },
      { x: 2, y: 1.09 },
    ],
  },
};

describe('chart settings', () => {
  it('gives back the indicators and drawings saved for an instrument, and only for it', () => {
    saveChartSettings('EURUSD', { indicators: ['rsi', 'sma'], drawings: [FIBONACCI] });
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: ['rsi', 'sma'], drawings: [FIBONACCI] });
    expect(loadChartSettings('GBPUSD')).toEqual({ indicators: [], drawings: [] });
  });

  it('starts clean when what is stored is not JSON or of another version', () => {
    localStorage.setItem(chartSettingsKey('EURUSD'), '{not json');
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: [], drawings: [] });
    localStorage.setItem(chartSettingsKey('EURUSD'), JSON.stringify({ version: 99, indicators: ['rsi'], drawings: [] }));
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: [], drawings: [] });
    localStorage.setItem(chartSettingsKey('EURUSD'), 'null');
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: [], drawings: [] });
  });

  it('drops unknown indicators and malformed drawings but keeps the rest', () => {
    localStorage.setItem(
      chartSettingsKey('EURUSD'),
      JSON.stringify({
        version: 2,
        indicators: ['rsi', 'ichimoku', 7, 'rsi'],
        drawings: [FIBONACCI, null, 'line', { points: [] }, [1, 2]],
      }),
    );
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: ['rsi'], drawings: [FIBONACCI] });
    localStorage.setItem(chartSettingsKey('EURUSD'), JSON.stringify({ version: 2, indicators: 'rsi', drawings: {} }));
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: [], drawings: [] });
  });

  it('moves what the previous version stored to the current one, once, keeping its indicators and drawings', () => {
    localStorage.setItem(
      legacyChartSettingsKey('EURUSD'),
      JSON.stringify({ version: 1, indicators: ['macd', 'sma', 'ichimoku'], drawings: [FIBONACCI] }),
    );
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: ['macd', 'sma'], drawings: [FIBONACCI] });
    expect(localStorage.getItem(legacyChartSettingsKey('EURUSD'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(chartSettingsKey('EURUSD')) ?? 'null')).toEqual({
      version: 2,
      indicators: ['macd', 'sma'],
      drawings: [FIBONACCI],
    });
    // The periods the previous version drew with are the defaults, so the chart looks the same.
    expect(parseIndicatorStyles(localStorage.getItem(INDICATOR_STYLES_KEY))).toEqual(defaultIndicatorStyles());

    // A broken entry of the previous version starts clean, and is not read again.
    localStorage.setItem(legacyChartSettingsKey('GBPUSD'), '{not json');
    expect(loadChartSettings('GBPUSD')).toEqual({ indicators: [], drawings: [] });
    expect(localStorage.getItem(legacyChartSettingsKey('GBPUSD'))).toBeNull();
  });

  it('remembers the indicators’ periods and colours, and drops a stored value that is out of range or not a colour', () => {
    const styles = { ...defaultIndicatorStyles(), sma: { params: { period: 30 }, colour: 'positive' as const } };
    expect(parseIndicatorStyles(serializeIndicatorStyles(styles))).toEqual(styles);

    const stored = {
      version: 2,
      indicators: {
        sma: { params: { period: 1 }, colour: 'purple' },
        ema: { params: { period: 21.5 }, colour: 'negative' },
        rsi: { params: { period: 9 }, colour: 'accent' },
        macd: { params: { shortPeriod: 30, longPeriod: 26, signalPeriod: 9 }, colour: 'default' },
        bb: 'wide',
      },
    };
    const defaults = defaultIndicatorStyles();
    expect(parseIndicatorStyles(JSON.stringify(stored))).toEqual({
      ...defaults,
      sma: { params: { period: 20 }, colour: 'default' },
      ema: { params: { period: 50 }, colour: 'negative' },
      rsi: { params: { period: 9 }, colour: 'accent' },
    });
    expect(parseIndicatorStyles('{not json')).toEqual(defaults);
    expect(parseIndicatorStyles(JSON.stringify({ version: 1, indicators: {} }))).toEqual(defaults);
  });

  it(`keeps the last ${MAX_DRAWINGS} drawings`, () => {
    const drawings = Array.from({ length: MAX_DRAWINGS + 5 }, (_, index) => ({ type: 'infinityLine', index }));
    saveChartSettings('EURUSD', { indicators: [], drawings });
    const loaded = loadChartSettings('EURUSD').drawings;
    expect(loaded).toHaveLength(MAX_DRAWINGS);
    expect(loaded[0]).toEqual({ type: 'infinityLine', index: 5 });
  });

  it('still works when the storage refuses to save', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveChartSettings('EURUSD', { indicators: ['sma'], drawings: [] }, full)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
