import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { INSTRUMENT_CATALOGUE } from '../../src/market/instrument-catalogue';
import { simulatedInstrumentOf } from '../../src/market/simulator/catalogue-instrument';
import { createInstrumentModel, quoteAround, type InstrumentModel } from '../../src/market/price-model';
import { compileMarketCalendar, type MarketCalendar } from '../../src/market/simulator/market-calendar';

// The simulated market shows the stylized facts of real returns: fat tails, volatility that
// clusters, instruments that move together, and scheduled news that moves prices and spreads.
// Seeded runs of the live model (a tick every 5 seconds), checked with tolerances.

const SEED = 42;
const TICK_MS = 5000;
const MINUTE = 60_000;
const NO_EVENTS = compileMarketCalendar({ releases: [], earnings: [] });
const definitions = new Map(INSTRUMENT_CATALOGUE.map((definition) => [definition.instrumentId, definition]));

function modelOf(instrumentId: string): InstrumentModel {
  const definition = definitions.get(instrumentId);
  if (!definition) throw new Error(`no instrument ${instrumentId}`);
  return createInstrumentModel(SEED, simulatedInstrumentOf(definition));
}

/** Ticks the instruments together from `startMs` and returns each one's 1-minute log returns. */
function minuteReturns(
  instrumentIds: readonly string[],
  startMs: number,
  minutes: number,
  calendar: MarketCalendar = NO_EVENTS,
): number[][] {
  const models = instrumentIds.map(modelOf);
  const mids = instrumentIds.map(() => 100);
  const returns = instrumentIds.map((): number[] => []);
  let atMs = startMs;
  for (let minute = 0; minute < minutes; minute += 1) {
    const before = [...mids];
    for (let tick = 0; tick < MINUTE / TICK_MS; tick += 1) {
      const nextMs = atMs + TICK_MS;
      models.forEach((model, index) => {
        mids[index] = model.step(mids[index] as number, atMs, nextMs, calendar);
      });
      atMs = nextMs;
    }
    mids.forEach((mid, index) => returns[index]?.push(Math.log(mid / (before[index] as number))));
  }
  return returns;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
};

function correlation(a: readonly number[], b: readonly number[]): number {
  const meanA = mean(a);
  const meanB = mean(b);
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  a.forEach((value, index) => {
    const other = b[index] as number;
    covariance += (value - meanA) * (other - meanB);
    varianceA += (value - meanA) ** 2;
    varianceB += (other - meanB) ** 2;
  });
  return covariance / Math.sqrt(varianceA * varianceB);
}

function excessKurtosis(values: readonly number[]): number {
  const center = mean(values);
  const variance = mean(values.map((value) => (value - center) ** 2));
  return mean(values.map((value) => (value - center) ** 4)) / variance ** 2 - 3;
}

/** Monday 16 November 2026, 00:00 UTC: forex has traded since Sunday evening. */
const MONDAY = Date.parse('2026-11-16T00:00:00Z');
/** The New York open that Monday (09:30 EST). */
const NYSE_OPEN = Date.parse('2026-11-16T14:30:00Z');

describe('the simulated market’s stylized facts', () => {
  // Five trading days of EURUSD and GBPUSD, minute by minute.
  const [eurusd = [], gbpusd = []] = minuteReturns(['EURUSD', 'GBPUSD'], MONDAY, 5 * 24 * 60 - 120);

  it('has fat-tailed 1-minute returns (excess kurtosis above 1)', () => {
    expect(excessKurtosis(eurusd)).toBeGreaterThan(1);
    expect(excessKurtosis(gbpusd)).toBeGreaterThan(1);
  });

  it('clusters volatility: absolute returns are positively autocorrelated at lags 1 to 10 minutes', () => {
    const absolute = eurusd.map(Math.abs);
    for (let lag = 1; lag <= 10; lag += 1) {
      expect(correlation(absolute.slice(0, -lag), absolute.slice(lag)), `lag ${lag}`).toBeGreaterThan(0.02);
    }
  });

  it('keeps the catalogue’s volatility on average', () => {
    const perMinute = 0.07 * Math.sqrt(MINUTE / (365.25 * 24 * 3600_000));
    const realised = Math.sqrt(mean(eurusd.map((value) => value * value)));
    expect(realised).toBeGreaterThan(perMinute * 0.75);
    expect(realised).toBeLessThan(perMinute * 1.25);
  });

  it('moves EURUSD and GBPUSD together through the dollar (correlation at least 0.5)', () => {
    expect(correlation(eurusd, gbpusd)).toBeGreaterThanOrEqual(0.5);
  });

  it('moves an index with the average of its country’s shares (correlation at least 0.6)', () => {
    const shares = INSTRUMENT_CATALOGUE.filter((definition) => definition.type === 'stock' && definition.country === 'United States').map(
      (definition) => definition.instrumentId,
    );
    expect(shares.length).toBeGreaterThan(5);
    const [index = [], ...shareReturns] = minuteReturns(['US500', ...shares], NYSE_OPEN, 390);
    const average = index.map((_, minute) => mean(shareReturns.map((returns) => returns[minute] as number)));
    expect(correlation(index, average)).toBeGreaterThanOrEqual(0.6);
  });

  it('moves the currency’s pairs on a high-importance release: its minute moves more than the median minute', () => {
    // A US release at 13:30 UTC every day of the week.
    const releases = Array.from({ length: 5 }, (_, day) => ({
      timeMs: MONDAY + day * 24 * 3600_000 + 13.5 * 3600_000 + 1000,
      currency: 'USD',
    }));
    const calendar = compileMarketCalendar({ releases, earnings: [] });
    const [withReleases = []] = minuteReturns(['EURUSD'], MONDAY, 5 * 24 * 60 - 120, calendar);
    const releaseMinutes = releases.map((release) => Math.floor((release.timeMs - MONDAY) / MINUTE));
    const moves = releaseMinutes.map((minute) => Math.abs(withReleases[minute] as number));
    const typical = median(withReleases.map(Math.abs));
    expect(median(moves)).toBeGreaterThan(3 * typical);
    // Away from the releases the path is the same as without them.
    expect(withReleases[10]).toBe(eurusd[10]);
  });

  it('moves a share at the next open after its earnings report', () => {
    const model = modelOf('AAPL');
    const close = Date.parse('2026-11-16T21:00:00Z');
    const open = Date.parse('2026-11-17T14:30:05Z');
    const calendar = compileMarketCalendar({
      releases: [],
      earnings: [{ instrumentId: 'AAPL', date: '2026-11-16', timeOfDay: 'after_close' }],
    });
    const gaps = [1, 2, 3, 4, 5, 6, 7, 8].map((week) => {
      const shift = week * 7 * 24 * 3600_000;
      const dated = compileMarketCalendar({
        releases: [],
        earnings: [{ instrumentId: 'AAPL', date: new Date(close + shift).toISOString().slice(0, 10), timeOfDay: 'after_close' }],
      });
      return Math.abs(Math.log(model.step(100, close + shift, open + shift, dated) / model.step(100, close + shift, open + shift)));
    });
    // The overnight step with the report differs from the one without by the report's jump.
    expect(Math.log(model.step(100, close, open, calendar) / model.step(100, close, open))).not.toBe(0);
    expect(median(gaps)).toBeGreaterThan(0.005);
  });

  it('quotes wider spreads at the open and at a release than at midday, and exactly the instrument’s at midday', () => {
    const apple = modelOf('AAPL');
    const eurusd = modelOf('EURUSD');
    const spreadAt = (model: InstrumentModel, spread: string, digits: number, atMs: number, calendar = NO_EVENTS) => {
      const quote = quoteAround({
        mid: Decimal.from('100.00000'),
        spread: Decimal.from(spread),
        digits,
        spreadFactor: model.spreadFactor(atMs, calendar),
      });
      return quote.ask.sub(quote.bid);
    };
    const midday = Date.parse('2026-11-16T17:30:00Z');
    expect(spreadAt(apple, '0.04', 2, NYSE_OPEN + 1000).gt(spreadAt(apple, '0.04', 2, midday))).toBe(true);
    expect(spreadAt(apple, '0.04', 2, midday).toFixed(2)).toBe('0.04');
    const release = midday + 13 * MINUTE;
    const calendar = compileMarketCalendar({ releases: [{ timeMs: release, currency: 'USD' }], earnings: [] });
    expect(spreadAt(eurusd, '0.00008', 5, release + 10_000, calendar).gt(spreadAt(eurusd, '0.00008', 5, midday, calendar))).toBe(true);
    expect(spreadAt(eurusd, '0.00008', 5, midday, calendar).toFixed(5)).toBe('0.00008');
    // A minute after the release the spread is back to the instrument's.
    expect(spreadAt(eurusd, '0.00008', 5, release + MINUTE + 1000, calendar).toFixed(5)).toBe('0.00008');
  });
});
