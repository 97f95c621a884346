import type { TradingHours } from '@beurs/domain';
import { hashText, streamPrefix, uniformFromPrefix } from '../seeded-random';
import { factorDraws, type FactorDraws } from './factor-draws';
import { factorExposureOf, type FactorInstrument } from './factor-exposures';
import { fatTailedFromUniform } from './fat-tailed-draw';
import { compileInstrumentEvents, InstrumentEvents, type EventExposure } from './instrument-events';
import { NO_EVENTS, type MarketCalendar } from './market-calendar';
import { minuteProfileOf, type MinuteProfile } from './minute-profile';
import { COARSE_STEP_MS, ECONOMIC_RELEASE, MAX_STEP_LOTS, MAX_STEP_MS, MS_PER_YEAR } from './model-parameters';
import { volatilityState, type VolatilityState } from './volatility-state';

/** The model's parameters for one instrument: its id, annualised volatility and place in the market. */
export interface ModelInstrument extends FactorInstrument {
  /** Annualised volatility, e.g. 0.08 for 8%. */
  volatility: number;
  /** The instrument's trading hours (intraday seasonality, earnings sessions); none: no session edges. */
  tradingHours?: TradingHours;
}

/** One instrument's seeded price process. */
export interface InstrumentModel {
  /** The mid price at `toMs`, moved from `mid` at `fromMs` by the seeded draws of `toMs` and the events in between. */
  step(mid: number, fromMs: number, toMs: number, calendar?: MarketCalendar): number;
  /** The factor (≥ 1) the instrument's spread is quoted at, at `atMs`. */
  spreadFactor(atMs: number, calendar?: MarketCalendar): number;
  /** Prepares the draws of a long walk (the seeded history) from `fromMs` to `toMs`, with steps under an hour after `fineFromMs`. */
  prefetch(fromMs: number, fineFromMs: number, toMs: number): void;
  /** Synthetic traded volume of the step at `atMs` (lots): 1 to 20, seeded like the price. */
  volume(atMs: number): number;
}

const UTC_HOURS: TradingHours = { timezone: 'UTC', sessions: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' }] };

// The parameters the step reads, read once: it runs for every instrument at every tick, and an
// imported binding can cost a call per read (a loader that turns modules into CommonJS).
const STEP_CAP_MS = MAX_STEP_MS;
const COARSE_MS = COARSE_STEP_MS;
const YEAR_MS = MS_PER_YEAR;
const RELEASE_VARIANCE_FACTOR = ECONOMIC_RELEASE.varianceFactor;
const RELEASE_SPREAD_FACTOR = ECONOMIC_RELEASE.spreadFactor;
const STEP_LOTS = MAX_STEP_LOTS;
const EMPTY_CALENDAR = NO_EVENTS;
const drawUniform = uniformFromPrefix;
const laplace = fatTailedFromUniform;

/**
 * The seeded model of one instrument (docs/market-model.md, "Price model"). A step from t0 to t1
 * (Δt = min(t1 − t0, 1 day) in years) is
 *
 *   ln(mid1/mid0) = −σ²·w·Δt/2 + σ·√(w·Δt)·(Σ_k β_k·f_k(t1) + γ·ε(t1)) + jumps(t0, t1]
 *
 * with f_k the common factors' and ε the instrument's own unit-variance fat-tailed (Laplace) draws at t1,
 * γ² = 1 − Σβ_k², and w the variance multiplier: the volatility group's stochastic volatility
 * times the intraday profile times 4 in the minute after a high-importance release. The jumps are
 * the releases' and the earnings' moves. Every draw is a pure function of (seed, stream, instant);
 * what the model keeps between calls (the minute's profile, the calendar as it concerns the
 * instrument) is a cache of such functions, rebuilt identically by any process.
 */
class MarketInstrumentModel implements InstrumentModel {
  private readonly sigma: number;
  /** The instrument's own draws: the hash of (seed, instrument) that every instant's draw starts from. */
  private readonly prefix: number;
  private readonly factors: FactorDraws[];
  private readonly loadings: Float64Array;
  private readonly idiosyncratic: number;
  private readonly volatility: VolatilityState;
  /** Shared with every instrument of the same hours: the profile moves by the minute. */
  private readonly profile: MinuteProfile;
  private readonly exposure: EventExposure;
  // The calendar as it concerns this instrument, worked out once per calendar.
  private eventsOf: MarketCalendar | null = null;
  private events = InstrumentEvents.NONE;

  constructor(seed: number, instrument: ModelInstrument) {
    const exposure = factorExposureOf(instrument);
    const hours = instrument.tradingHours ?? UTC_HOURS;
    this.sigma = instrument.volatility;
    this.prefix = streamPrefix(seed, hashText(instrument.instrumentId));
    this.factors = exposure.loadings.map(({ factor }) => factorDraws(seed, factor));
    this.loadings = Float64Array.from(exposure.loadings, ({ loading }) => loading);
    this.idiosyncratic = exposure.idiosyncratic;
    this.volatility = volatilityState(seed, exposure.volatilityGroup);
    this.profile = minuteProfileOf(hours);
    this.exposure = {
      seed,
      instrumentId: instrument.instrumentId,
      sigma: instrument.volatility,
      timezone: hours.timezone,
      releaseExposure: exposure.releaseExposure,
    };
  }

  step(mid: number, fromMs: number, toMs: number, calendar: MarketCalendar = EMPTY_CALENDAR): number {
    const elapsed = Math.min(Math.max(toMs - fromMs, 0), STEP_CAP_MS);
    if (elapsed === 0) return mid;
    let variance = this.volatility.varianceAt(toMs, elapsed);
    if (elapsed < COARSE_MS) variance *= this.profile.varianceFactor(toMs);
    let jumps = 0;
    const events = this.eventsFor(calendar);
    if (!events.quiet(fromMs, toMs)) {
      if (events.inReleaseWindow(toMs)) variance *= RELEASE_VARIANCE_FACTOR;
      jumps = events.jumpsBetween(fromMs, toMs);
    }
    let shock = this.idiosyncratic * laplace(drawUniform(this.prefix, toMs));
    const factors = this.factors;
    const loadings = this.loadings;
    for (let index = 0; index < factors.length; index += 1) shock += (loadings[index] as number) * (factors[index] as FactorDraws).at(toMs);
    const scaled = this.sigma * this.sigma * variance * (elapsed / YEAR_MS);
    return mid * Math.exp(-0.5 * scaled + Math.sqrt(scaled) * shock + jumps);
  }

  spreadFactor(atMs: number, calendar: MarketCalendar = EMPTY_CALENDAR): number {
    const spread = this.profile.spreadFactor(atMs);
    return this.eventsFor(calendar).inReleaseWindow(atMs) ? Math.max(spread, RELEASE_SPREAD_FACTOR) : spread;
  }

  prefetch(fromMs: number, fineFromMs: number, toMs: number): void {
    this.volatility.prefetch(fromMs, fineFromMs, toMs);
  }

  volume(atMs: number): number {
    return 1 + Math.floor(drawUniform(this.prefix, atMs, 2) * STEP_LOTS);
  }

  private eventsFor(calendar: MarketCalendar): InstrumentEvents {
    if (calendar !== this.eventsOf) {
      this.events = compileInstrumentEvents(calendar, this.exposure);
      this.eventsOf = calendar;
    }
    return this.events;
  }
}

/** The seeded model of one instrument (see {@link MarketInstrumentModel}). */
export function createInstrumentModel(seed: number, instrument: ModelInstrument): InstrumentModel {
  return new MarketInstrumentModel(seed, instrument);
}
