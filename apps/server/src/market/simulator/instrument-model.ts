import { createLocalClock, type LocalClock, type TradingHours } from '@beurs/domain';
import { hashText, normalAt, uniformAt } from '../seeded-random';
import { factorDraws, type FactorDraws } from './factor-draws';
import { factorExposureOf, type FactorInstrument } from './factor-exposures';
import { firstReleaseFrom, NO_EVENTS, type MarketCalendar } from './market-calendar';
import { COARSE_STEP_MS, DAY_MS, EARNINGS_JUMP_DAYS, ECONOMIC_RELEASE, MAX_STEP_LOTS, MAX_STEP_MS, MINUTE_MS, MS_PER_YEAR } from './model-parameters';
import { createSessionProfile, type SessionProfile } from './session-profile';
import { studentTFromUniform } from './student-t';
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

/** Whether a release of one of the instrument's currencies was published within the last `durationMs` before `atMs`. */
function inReleaseWindow(calendar: MarketCalendar, exposure: ReadonlyMap<string, number>, atMs: number): boolean {
  if (exposure.size === 0 || calendar.releases.length === 0) return false;
  for (let index = firstReleaseFrom(calendar, atMs - ECONOMIC_RELEASE.durationMs + 1); index < calendar.releases.length; index += 1) {
    const release = calendar.releases[index];
    if (!release || release.timeMs > atMs) break;
    if (exposure.has(release.currency)) return true;
  }
  return false;
}

/**
 * The seeded model of one instrument (docs/market-model.md, "Price model"). A step from t0 to t1
 * (Δt = min(t1 − t0, 1 day) in years) is
 *
 *   ln(mid1/mid0) = −σ²·w·Δt/2 + σ·√(w·Δt)·(Σ_k β_k·f_k(t1) + γ·ε(t1)) + jumps(t0, t1]
 *
 * with f_k the common factors' and ε the instrument's own unit-variance Student-t draws at t1,
 * γ² = 1 − Σβ_k², and w the variance multiplier: the volatility group's stochastic volatility
 * times the intraday profile times 4 in the minute after a high-importance release. The jumps are
 * the releases' and the earnings' moves. Every draw is a pure function of (seed, stream, instant).
 */
export function createInstrumentModel(seed: number, instrument: ModelInstrument): InstrumentModel {
  const stream = hashText(instrument.instrumentId);
  const sigma = instrument.volatility;
  const exposure = factorExposureOf(instrument);
  const factors: FactorDraws[] = exposure.loadings.map(({ factor }) => factorDraws(seed, factor));
  const loadings = Float64Array.from(exposure.loadings, ({ loading }) => loading);
  const volatility: VolatilityState = volatilityState(seed, exposure.volatilityGroup);
  const profile: SessionProfile = createSessionProfile(instrument.tradingHours ?? UTC_HOURS);
  const clock: LocalClock = createLocalClock((instrument.tradingHours ?? UTC_HOURS).timezone);
  const releaseJumpSd = sigma * Math.sqrt((ECONOMIC_RELEASE.jumpMinutes * MINUTE_MS) / MS_PER_YEAR);
  const earningsJumpSd = sigma * Math.sqrt((EARNINGS_JUMP_DAYS * DAY_MS) / MS_PER_YEAR);
  const earningsStream = hashText(`earnings:${instrument.instrumentId}`);

  /** The releases' and earnings' log-moves of the step (t0, t1], each with mean-zero price effect. */
  const jumps = (fromMs: number, toMs: number, calendar: MarketCalendar): number => {
    let total = 0;
    if (exposure.releaseExposure.size > 0 && calendar.releases.length > 0) {
      for (let index = firstReleaseFrom(calendar, fromMs + 1); index < calendar.releases.length; index += 1) {
        const release = calendar.releases[index];
        if (!release || release.timeMs > toMs) break;
        const weight = exposure.releaseExposure.get(release.currency);
        if (weight === undefined) continue;
        // One surprise per release, shared by every instrument of its currency.
        const surprise = normalAt({ seed, stream: hashText(`release:${release.currency}`), counter: release.timeMs });
        const size = weight * releaseJumpSd;
        total += size * surprise - (size * size) / 2;
      }
    }
    const sessions = calendar.earningsSessions.get(instrument.instrumentId);
    if (sessions) {
      const fromDate = clock.date(fromMs);
      const toDate = clock.date(toMs);
      for (const session of sessions) {
        if (fromDate < session && session <= toDate) {
          const surprise = normalAt({ seed, stream: earningsStream, counter: Date.parse(`${session}T00:00:00Z`) });
          total += earningsJumpSd * surprise - (earningsJumpSd * earningsJumpSd) / 2;
        }
      }
    }
    return total;
  };

  return {
    step(mid, fromMs, toMs, calendar = NO_EVENTS) {
      const elapsed = Math.min(Math.max(toMs - fromMs, 0), MAX_STEP_MS);
      if (elapsed === 0) return mid;
      const dt = elapsed / MS_PER_YEAR;
      let variance = volatility.varianceAt(toMs, elapsed);
      if (elapsed < COARSE_STEP_MS) variance *= profile.varianceFactor(toMs);
      if (inReleaseWindow(calendar, exposure.releaseExposure, toMs)) variance *= ECONOMIC_RELEASE.varianceFactor;
      let shock = exposure.idiosyncratic * studentTFromUniform(uniformAt({ seed, stream, counter: toMs }));
      for (let index = 0; index < factors.length; index += 1) shock += (loadings[index] as number) * (factors[index] as FactorDraws).at(toMs);
      const scaled = sigma * sigma * variance * dt;
      return mid * Math.exp(-0.5 * scaled + Math.sqrt(scaled) * shock + jumps(fromMs, toMs, calendar));
    },
    spreadFactor(atMs, calendar = NO_EVENTS) {
      const session = profile.spreadFactor(atMs);
      return inReleaseWindow(calendar, exposure.releaseExposure, atMs) ? Math.max(session, ECONOMIC_RELEASE.spreadFactor) : session;
    },
    prefetch(fromMs, fineFromMs, toMs) {
      volatility.prefetch(fromMs, fineFromMs, toMs);
    },
    volume(atMs) {
      return 1 + Math.floor(uniformAt({ seed, stream, counter: atMs }, 2) * MAX_STEP_LOTS);
    },
  };
}
