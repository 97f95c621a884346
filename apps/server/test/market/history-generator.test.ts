import { simulatedInstrumentOf } from '../../src/market/simulator/catalogue-instrument';
import { describe, expect, it } from 'vitest';
import { candleStart, type CandleResolution } from '@beurs/domain';
import { HISTORY_TARGETS, generateHistory, type HistoryInstrument } from '../../src/market/history-generator';
import { INSTRUMENT_CATALOGUE } from '../../src/market/instrument-catalogue';
import { createInstrumentModel } from '../../src/market/price-model';
import { CRYPTO_HOURS, FOREX_HOURS } from '../../src/market/trading-hours-presets';

const MINUTE = 60_000;
// Sunday 29 November 2026, 12:00 UTC: forex last traded on Friday evening (New York close).
const SUNDAY_NOON = Date.UTC(2026, 10, 29, 12);

function catalogueInstrument(instrumentId: string): HistoryInstrument {
  const definition = INSTRUMENT_CATALOGUE.find((entry) => entry.instrumentId === instrumentId);
  if (!definition) throw new Error(`no instrument ${instrumentId}`);
  return simulatedInstrumentOf(definition);
}

function minutesOf(instrument: Pick<HistoryInstrument, 'tradingHours'>, endMs: number) {
  const history = generateHistory({
    seed: 7,
    endMs,
    instrument: { instrumentId: 'EURUSD', type: 'forex', volatility: 0.08, basePrice: 1.085, ...instrument },
  });
  return history.candles.filter((candle) => candle.resolution === '1m').sort((a, b) => a.time - b.time);
}

/** How many candles a chart reads at a resolution: stored ones, and 4h and 1w grouped from the 1h and 1d candles after them. */
function readableCount(candles: ReturnType<typeof generateHistory>['candles'], resolution: CandleResolution): number {
  const finer: Partial<Record<CandleResolution, CandleResolution>> = { '4h': '1h', '1w': '1d' };
  const times = new Set(candles.filter((candle) => candle.resolution === resolution).map((candle) => candle.time));
  const source = finer[resolution];
  if (source) for (const candle of candles) if (candle.resolution === source) times.add(candleStart(resolution, candle.time));
  return times.size;
}

describe('the seeded history', () => {
  it('a market seeded on a Sunday has Friday’s last trading minutes at 1m', () => {
    const minutes = minutesOf({ tradingHours: FOREX_HOURS }, SUNDAY_NOON);
    expect(minutes.length).toBeGreaterThanOrEqual(HISTORY_TARGETS['1m']);
    const last = new Date(minutes.at(-1)?.time ?? 0);
    // Friday, the last trading minutes before the weekend close.
    expect(last.getUTCDay()).toBe(5);
    expect(SUNDAY_NOON - last.getTime()).toBeGreaterThan(24 * 60 * MINUTE);
  });

  it('a market open around the clock has its last 2,000 minutes at 1m (from a quarter hour), up to the seeding minute', () => {
    const minutes = minutesOf({ tradingHours: CRYPTO_HOURS }, SUNDAY_NOON);
    // 2,000 minutes before Sunday noon is Saturday 02:40; the layer starts at the quarter hour before.
    expect(minutes.length).toBe(2010);
    expect(minutes.at(-1)?.time).toBe(SUNDAY_NOON - MINUTE);
    expect(minutes[0]?.time).toBe(Date.UTC(2026, 10, 28, 2, 30));
    expect(minutes.every((minute, index) => index === 0 || minute.time - (minutes[index - 1]?.time ?? 0) === MINUTE)).toBe(true);
  });

  it.each(['AAPL', '7203.T', 'CORN', 'EURUSD', 'BTCUSD', 'JPN225', 'US500'])(
    'gives %s every resolution’s count of candles, and no more 1m than needed',
    (instrumentId) => {
      const { candles } = generateHistory({ seed: 7, endMs: SUNDAY_NOON, instrument: catalogueInstrument(instrumentId) });
      for (const resolution of Object.keys(HISTORY_TARGETS) as CandleResolution[]) {
        expect(readableCount(candles, resolution), resolution).toBeGreaterThanOrEqual(HISTORY_TARGETS[resolution]);
      }
      // The minute layer stops once it has its 2,000 minutes, at a quarter hour.
      expect(candles.filter((candle) => candle.resolution === '1m').length).toBeLessThan(HISTORY_TARGETS['1m'] + 15);
    },
  );

  it('ends at the base price, where the live model continues from, and is the same for the same seed', () => {
    const instrument = catalogueInstrument('EURUSD');
    const endMs = Date.parse('2026-11-23T14:30:00Z');
    const history = generateHistory({ seed: 7, endMs, instrument });
    expect(history.finalMid).toBeCloseTo(instrument.basePrice, 10);
    expect(history.finalMs).toBe(endMs);
    expect(generateHistory({ seed: 7, endMs, instrument })).toEqual(history);
    // The last minute candle closes at the final mid; the first live step moves it by one step's size.
    const lastMinute = history.candles
      .filter((candle) => candle.resolution === '1m')
      .sort((a, b) => a.time - b.time)
      .at(-1);
    expect(lastMinute?.close).toBeCloseTo(history.finalMid, 10);
    const next = createInstrumentModel(7, instrument).step(history.finalMid, history.finalMs, history.finalMs + 1000);
    expect(Math.abs(Math.log(next / history.finalMid))).toBeLessThan(0.001);
  });
});
