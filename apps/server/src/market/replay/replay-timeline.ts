import { min, max, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { recordedImports } from '../../db/schema/index';
import { DAY_MS, utcDayStart } from './utc-days';

/** Milliseconds in a week. */
export const WEEK_MS = 7 * DAY_MS;

/**
 * Replay weeks start on Saturday 00:00 UTC, inside the weekend, so one week holds a whole
 * trading week of every market but crypto (forex opens on Sunday evening). 1970-01-03 was a
 * Saturday.
 */
const WEEK_ORIGIN_MS = 2 * DAY_MS;

/** The start of the replay week (Saturday 00:00 UTC) that holds the instant. */
export function replayWeekStart(ms: number): number {
  return WEEK_ORIGIN_MS + Math.floor((ms - WEEK_ORIGIN_MS) / WEEK_MS) * WEEK_MS;
}

/**
 * How played time maps to recorded time: recorded = played − `shiftMs`, a whole number of
 * weeks, so a recorded Friday plays on a Friday and weekends stay weekends. Past `cycleEnd` (the
 * end of the dataset's last whole week) the replay wraps to `cycleStart` (its first whole week);
 * `cycleEnd` equals `cycleStart` when the dataset holds no whole week, and then it never wraps.
 */
export interface ReplayTimeline {
  shiftMs: number;
  cycleStart: number;
  cycleEnd: number;
}

/** The timeline on which the recorded week holding `anchorDay` plays as the week holding `nowMs`. */
export function replayTimeline(input: { anchorDay: string; nowMs: number; firstDay: string; lastDay: string }): ReplayTimeline {
  const shiftMs = replayWeekStart(input.nowMs) - replayWeekStart(utcDayStart(input.anchorDay));
  const cycleStart = replayWeekStart(utcDayStart(input.firstDay) + WEEK_MS - 1);
  const cycleEnd = Math.max(cycleStart, replayWeekStart(utcDayStart(input.lastDay) + DAY_MS));
  return { shiftMs, cycleStart, cycleEnd };
}

/** The recorded instant that plays at `atMs`. */
export function recordedInstant(timeline: ReplayTimeline, atMs: number): number {
  const recorded = atMs - timeline.shiftMs;
  const cycle = timeline.cycleEnd - timeline.cycleStart;
  if (cycle <= 0 || recorded < timeline.cycleEnd) return recorded;
  return timeline.cycleStart + ((recorded - timeline.cycleStart) % cycle);
}

/** Thrown when a dataset has nothing imported to replay. */
export class EmptyDatasetError extends Error {
  override name = 'EmptyDatasetError' as const;
}

/** The first and last day imported into a dataset, over all its instruments. */
export async function datasetDays(db: DbOrTx, dataset: string): Promise<{ firstDay: string; lastDay: string }> {
  const [range] = await db
    .select({ firstDay: min(recordedImports.day), lastDay: max(recordedImports.day) })
    .from(recordedImports)
    .where(eq(recordedImports.dataset, dataset));
  if (!range?.firstDay || !range.lastDay) {
    throw new EmptyDatasetError(`Dataset "${dataset}" holds no imported days; import some with \`market import --dataset ${dataset} …\``);
  }
  return { firstDay: range.firstDay, lastDay: range.lastDay };
}

/**
 * The timeline of a dataset as stored: see `replayTimeline`. Refuses an anchor day outside the
 * imported days, which would replay nothing until the first wrap.
 */
export async function loadReplayTimeline(
  db: DbOrTx,
  input: { dataset: string; anchorDay: string; nowMs: number },
): Promise<ReplayTimeline> {
  const days = await datasetDays(db, input.dataset);
  if (!(input.anchorDay >= days.firstDay && input.anchorDay <= days.lastDay)) {
    throw new RangeError(
      `The replay's anchor day ${input.anchorDay} is outside dataset "${input.dataset}", which holds ${days.firstDay} to ${days.lastDay}`,
    );
  }
  return replayTimeline({ anchorDay: input.anchorDay, nowMs: input.nowMs, ...days });
}
