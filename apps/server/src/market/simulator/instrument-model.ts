import { timezoneOffsetMs, type TradingHours } from '@beurs/domain';
import { hashText, normalAt, streamPrefix, uniformFromPrefix } from '../seeded-random';
import { factorDraws, type FactorDraws } from './factor-draws';
import { factorExposureOf, type FactorInstrument } from './factor-exposures';
import { NO_EVENTS, type MarketCalendar } from './market-calendar';
import { COARSE_STEP_MS, DAY_MS, EARNINGS_JUMP_DAYS, ECONOMIC_RELEASE, MAX_STEP_LOTS, MAX_STEP_MS, MINUTE_MS, MS_PER_YEAR } from './model-parameters';
import { createSessionProfile } from './session-profile';
import { fatTailedFromUniform } from './fat-tailed-draw';
import { volatilityState } from './volatility-state';

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

/** A scheduled move of this instrument: when it happens and its log-move. */
interface ScheduledJump {
  atMs: number;
  logMove: number;
}

/** The calendar as it concerns one instrument: its releases' instants and moves, its earnings' session starts and moves. */
interface InstrumentEvents {
  releases: ScheduledJump[];
  earnings: ScheduledJump[];
}

/** Whether a release concerns the instrument within the `durationMs` up to `atMs`. */
function inReleaseWindow(events: InstrumentEvents, atMs: number): boolean {
  for (const release of events.releases) {
    if (release.atMs > atMs) return false;
    if (release.atMs > atMs - ECONOMIC_RELEASE.durationMs) return true;
  }
  return false;
}

/** The sum of the log-moves scheduled in (fromMs, toMs]. */
function jumpsBetween(jumps: readonly ScheduledJump[], fromMs: number, toMs: number): number {
  let total = 0;
  for (const jump of jumps) {
    if (jump.atMs > toMs) break;
    if (jump.atMs > fromMs) total += jump.logMove;
  }
  return total;
}

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
export function createInstrumentModel(seed: number, instrument: ModelInstrument): InstrumentModel {
  const stream = hashText(instrument.instrumentId);
  const prefix = streamPrefix(seed, stream);
  const sigma = instrument.volatility;
  const hours = instrument.tradingHours ?? UTC_HOURS;
  const exposure = factorExposureOf(instrument);
  const factors: FactorDraws[] = exposure.loadings.map(({ factor }) => factorDraws(seed, factor));
  const loadings = Float64Array.from(exposure.loadings, ({ loading }) => loading);
  const idiosyncratic = exposure.idiosyncratic;
  const volatility = volatilityState(seed, exposure.volatilityGroup);
  const profile = createSessionProfile(hours);
  const releaseJumpSd = sigma * Math.sqrt((ECONOMIC_RELEASE.jumpMinutes * MINUTE_MS) / MS_PER_YEAR);
  const earningsJumpSd = sigma * Math.sqrt((EARNINGS_JUMP_DAYS * DAY_MS) / MS_PER_YEAR);
  const earningsStream = hashText(`earnings:${instrument.instrumentId}`);

  // The intraday profile moves by the minute: computed once a minute (a cache of a pure function).
  let profileMinute = Number.NaN;
  let profileVariance = 1;
  let profileSpread = 1;
  const profileAt = (atMs: number) => {
    const minute = Math.floor(atMs / MINUTE_MS);
    if (minute === profileMinute) return;
    profileMinute = minute;
    profileVariance = profile.varianceFactor(minute * MINUTE_MS);
    profileSpread = profile.spreadFactor(minute * MINUTE_MS);
  };

  // The calendar as it concerns this instrument, worked out once per calendar.
  let eventsOf: MarketCalendar | null = null;
  let events: InstrumentEvents = { releases: [], earnings: [] };
  const eventsFor = (calendar: MarketCalendar): InstrumentEvents => {
    if (calendar === eventsOf) return events;
    const releases: ScheduledJump[] = [];
    for (const release of calendar.releases) {
      const weight = exposure.releaseExposure.get(release.currency);
      if (weight === undefined) continue;
      // One surprise per release, shared by every instrument of its currency.
      const surprise = normalAt({ seed, stream: hashText(`release:${release.currency}`), counter: release.timeMs });
      const size = weight * releaseJumpSd;
      releases.push({ atMs: release.timeMs, logMove: size * surprise - (size * size) / 2 });
    }
    const earnings = (calendar.earningsSessions.get(instrument.instrumentId) ?? []).map((session): ScheduledJump => {
      // The session's local date begins at local midnight: a step that crosses it opens that session.
      const midnightUtc = Date.parse(`${session}T00:00:00Z`);
      const surprise = normalAt({ seed, stream: earningsStream, counter: midnightUtc });
      return { atMs: midnightUtc - timezoneOffsetMs(hours.timezone, midnightUtc), logMove: earningsJumpSd * surprise - (earningsJumpSd * earningsJumpSd) / 2 };
    });
    earnings.sort((a, b) => a.atMs - b.atMs);
    eventsOf = calendar;
    events = { releases, earnings };
    return events;
  };

  return {
    step(mid, fromMs, toMs, calendar = NO_EVENTS) {
      const elapsed = Math.min(Math.max(toMs - fromMs, 0), MAX_STEP_MS);
      if (elapsed === 0) return mid;
      const scheduled = eventsFor(calendar);
      let variance = volatility.varianceAt(toMs, elapsed);
      if (elapsed < COARSE_STEP_MS) {
        profileAt(toMs);
        variance *= profileVariance;
      }
      let jumps = 0;
      if (scheduled.releases.length > 0) {
        if (inReleaseWindow(scheduled, toMs)) variance *= ECONOMIC_RELEASE.varianceFactor;
        jumps += jumpsBetween(scheduled.releases, fromMs, toMs);
      }
      if (scheduled.earnings.length > 0) jumps += jumpsBetween(scheduled.earnings, fromMs, toMs);
      let shock = idiosyncratic * fatTailedFromUniform(uniformFromPrefix(prefix, toMs));
      for (let index = 0; index < factors.length; index += 1) shock += (loadings[index] as number) * (factors[index] as FactorDraws).at(toMs);
      const scaled = sigma * sigma * variance * (elapsed / MS_PER_YEAR);
      return mid * Math.exp(-0.5 * scaled + Math.sqrt(scaled) * shock + jumps);
    },
    spreadFactor(atMs, calendar = NO_EVENTS) {
      profileAt(atMs);
      const scheduled = eventsFor(calendar);
      return scheduled.releases.length > 0 && inReleaseWindow(scheduled, atMs) ? Math.max(profileSpread, ECONOMIC_RELEASE.spreadFactor) : profileSpread;
    },
    prefetch(fromMs, fineFromMs, toMs) {
      volatility.prefetch(fromMs, fineFromMs, toMs);
    },
    volume(atMs) {
      return 1 + Math.floor(uniformFromPrefix(prefix, atMs, 2) * MAX_STEP_LOTS);
    },
  };
}
