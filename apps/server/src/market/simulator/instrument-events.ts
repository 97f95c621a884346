import { timezoneOffsetMs } from '@beurs/domain';
import { hashText, normalAt } from '../seeded-random';
import type { MarketCalendar } from './market-calendar';
import { DAY_MS, EARNINGS_JUMP_DAYS, ECONOMIC_RELEASE, MINUTE_MS, MS_PER_YEAR } from './model-parameters';
import { ScheduledJumps, type ScheduledJump } from './scheduled-jumps';

/** What the calendar's moves of an instrument depend on besides the calendar. */
export interface EventExposure {
  seed: number;
  instrumentId: string;
  /** Annualised volatility: the jumps are measured in it. */
  sigma: number;
  /** The exchange's time zone: an earnings jump comes at its session's local midnight. */
  timezone: string;
  /** The instrument's exposure to each currency's releases. */
  releaseExposure: ReadonlyMap<string, number>;
}

// Read once: the step asks about the window at every tick (see instrument-model.ts).
const RELEASE_WINDOW_MS = ECONOMIC_RELEASE.durationMs;

/**
 * The calendar as it concerns one instrument: its releases' instants and moves, and its earnings'
 * session starts and moves. All events together also answer "nothing in this step" in two
 * comparisons, which is the answer of almost every step.
 */
export class InstrumentEvents {
  static readonly NONE = new InstrumentEvents([], []);

  readonly releases: ScheduledJumps;
  readonly earnings: ScheduledJumps;
  private readonly all: ScheduledJumps;

  constructor(releases: readonly ScheduledJump[], earnings: readonly ScheduledJump[]) {
    this.releases = new ScheduledJumps(releases);
    this.earnings = new ScheduledJumps(earnings);
    this.all = new ScheduledJumps([...releases, ...earnings].sort((a, b) => a.atMs - b.atMs));
  }

  /** Whether a step from `fromMs` to `toMs` meets no event: no jump in it, no release's window at its end. */
  quiet(fromMs: number, toMs: number): boolean {
    return this.all.quiet(Math.min(fromMs, toMs - RELEASE_WINDOW_MS), toMs);
  }

  /** Whether `atMs` is in the minute after a release that concerns the instrument. */
  inReleaseWindow(atMs: number): boolean {
    return this.releases.any(atMs - RELEASE_WINDOW_MS, atMs);
  }

  /** The sum of the log-moves in (fromMs, toMs]: the releases', then the earnings'. */
  jumpsBetween(fromMs: number, toMs: number): number {
    return this.releases.sum(fromMs, toMs) + this.earnings.sum(fromMs, toMs);
  }
}

/** The events of `calendar` that move the instrument, with their seeded moves. */
export function compileInstrumentEvents(
  calendar: MarketCalendar,
  { seed, instrumentId, sigma, timezone, releaseExposure }: EventExposure,
): InstrumentEvents {
  const releaseJumpSd = sigma * Math.sqrt((ECONOMIC_RELEASE.jumpMinutes * MINUTE_MS) / MS_PER_YEAR);
  const earningsJumpSd = sigma * Math.sqrt((EARNINGS_JUMP_DAYS * DAY_MS) / MS_PER_YEAR);
  const releases: ScheduledJump[] = [];
  for (const release of calendar.releases) {
    const weight = releaseExposure.get(release.currency);
    if (weight === undefined) continue;
    // One surprise per release, shared by every instrument of its currency.
    const surprise = normalAt({ seed, stream: hashText(`release:${release.currency}`), counter: release.timeMs });
    const size = weight * releaseJumpSd;
    releases.push({ atMs: release.timeMs, logMove: size * surprise - (size * size) / 2 });
  }
  const earningsStream = hashText(`earnings:${instrumentId}`);
  const earnings = (calendar.earningsSessions.get(instrumentId) ?? []).map((session): ScheduledJump => {
    // The session's local date begins at local midnight: a step that crosses it opens that session.
    const midnightUtc = Date.parse(`${session}T00:00:00Z`);
    const surprise = normalAt({ seed, stream: earningsStream, counter: midnightUtc });
    return {
      atMs: midnightUtc - timezoneOffsetMs(timezone, midnightUtc),
      logMove: earningsJumpSd * surprise - (earningsJumpSd * earningsJumpSd) / 2,
    };
  });
  earnings.sort((a, b) => a.atMs - b.atMs);
  return releases.length === 0 && earnings.length === 0 ? InstrumentEvents.NONE : new InstrumentEvents(releases, earnings);
}
