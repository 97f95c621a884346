import { createLocalClock, type TradingHours } from '@beurs/domain';
import { INTRADAY_VARIANCE, MINUTE_MS, SESSION_SPREAD } from './model-parameters';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Where an instant lies in its trading session, in minutes; null when the market is closed. */
export interface SessionPosition {
  sinceOpen: number;
  toClose: number;
  length: number;
}

/** One continuous stretch of trading in the local week, [start, end) in minutes from Monday 00:00. */
interface WeekInterval {
  start: number;
  end: number;
}

function minutesOf(text: string): number {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * The sessions as continuous stretches of the local week: a session that closes at 24:00 and
 * one that opens at 00:00 the next day are one stretch (forex trades from Sunday to Friday
 * without a daily open), and one that wraps past Sunday midnight joins Monday's.
 */
function weekIntervals(hours: TradingHours): WeekInterval[] {
  const raw = hours.sessions
    .flatMap((session) =>
      session.days.map((day) => ({
        start: (day - 1) * MINUTES_PER_DAY + minutesOf(session.open),
        end: (day - 1) * MINUTES_PER_DAY + minutesOf(session.close),
      })),
    )
    .sort((a, b) => a.start - b.start);
  const merged: WeekInterval[] = [];
  for (const interval of raw) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  const first = merged[0];
  const last = merged.at(-1);
  if (first && last && merged.length > 1 && first.start === 0 && last.end === MINUTES_PER_WEEK) {
    // Sunday evening runs on into Monday: one stretch that crosses the week's end.
    last.end = MINUTES_PER_WEEK + first.end;
    merged.shift();
  }
  return merged;
}

/** An instrument's sessions, compiled once, asked about many instants. */
export interface SessionProfile {
  position(atMs: number): SessionPosition | null;
}

/** Mean of the intraday variance shape over a session of `length` minutes, to normalise it. */
function meanShape(length: number): number {
  if (!Number.isFinite(length)) return 1;
  const { openBoost, openDecayMinutes, closeBoost, closeDecayMinutes } = INTRADAY_VARIANCE;
  const open = openBoost * openDecayMinutes * (1 - Math.exp(-length / openDecayMinutes));
  const close = closeBoost * closeDecayMinutes * (1 - Math.exp(-length / closeDecayMinutes));
  return 1 + (open + close) / length;
}

/** Compiles an instrument's trading hours into its intraday profile. */
export function createSessionProfile(hours: TradingHours): SessionProfile {
  const clock = createLocalClock(hours.timezone);
  const intervals = weekIntervals(hours);
  const alwaysOpen = intervals.length === 1 && intervals[0]?.start === 0 && intervals[0].end >= MINUTES_PER_WEEK;
  const position = (atMs: number): SessionPosition | null => {
    if (alwaysOpen) return { sinceOpen: Number.POSITIVE_INFINITY, toClose: Number.POSITIVE_INFINITY, length: Number.POSITIVE_INFINITY };
    const local = clock.time(atMs);
    const fraction = (((atMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS) / MINUTE_MS;
    const minute = (local.weekday - 1) * MINUTES_PER_DAY + local.minuteOfDay + fraction;
    for (const interval of intervals) {
      for (const at of [minute, minute + MINUTES_PER_WEEK]) {
        if (at >= interval.start && at < interval.end)
          return { sinceOpen: at - interval.start, toClose: interval.end - at, length: interval.end - interval.start };
      }
    }
    return null;
  };
  return { position };
}

/** Multiplier of the variance at a position in a session (mean 1 over a session): higher after the open and before the close; 1 when closed or without edges. */
export function varianceFactorOf(where: SessionPosition | null): number {
  if (!where || !Number.isFinite(where.length)) return 1;
  const { openBoost, openDecayMinutes, closeBoost, closeDecayMinutes } = INTRADAY_VARIANCE;
  const shape = 1 + openBoost * Math.exp(-where.sinceOpen / openDecayMinutes) + closeBoost * Math.exp(-where.toClose / closeDecayMinutes);
  return shape / meanShape(where.length);
}

/** Factor of the quoted spread at a position in a session: above 1 only in the first and last minutes of a session; 1 when closed. */
export function spreadFactorOf(where: SessionPosition | null): number {
  if (!where) return 1;
  const { openBoost, openMinutes, closeBoost, closeMinutes } = SESSION_SPREAD;
  const opening = 1 + openBoost * Math.max(0, 1 - where.sinceOpen / openMinutes);
  const closing = 1 + closeBoost * Math.max(0, 1 - where.toClose / closeMinutes);
  return Math.max(opening, closing);
}
