import { describe, expect, it, vi } from 'vitest';
import { chartSettingsKey, loadChartSettings, MAX_DRAWINGS, saveChartSettings } from './chart-settings';

const FIBONACCI = { type: 'fibonacci', typeOptions: { points: [{ x: 1, y: 1.08 }, { x: 2, y: 1.09 }] } };

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
      JSON.stringify({ version: 1, indicators: ['rsi', 'ichimoku', 7, 'rsi'], drawings: [FIBONACCI, null, 'line', { points: [] }, [1, 2]] }),
    );
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: ['rsi'], drawings: [FIBONACCI] });
    localStorage.setItem(chartSettingsKey('EURUSD'), JSON.stringify({ version: 1, indicators: 'rsi', drawings: {} }));
    expect(loadChartSettings('EURUSD')).toEqual({ indicators: [], drawings: [] });
  });

  it(`keeps the last ${MAX_DRAWINGS} drawings`, () => {
    const drawings = Array.from({ length: MAX_DRAWINGS + 5 }, (_, index) => ({ type: 'infinityLine', index }));
    saveChartSettings('EURUSD', { indicators: [], drawings });
    const loaded = loadChartSettings('EURUSD').drawings;
    expect(loaded).toHaveLength(MAX_DRAWINGS);
    expect(loaded[0]).toEqual({ type: 'infinityLine', index: 5 });
  });

  it('still works when the storage refuses to save', () => {
    const full = { ...localStorage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveChartSettings('EURUSD', { indicators: ['sma'], drawings: [] }, full)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
