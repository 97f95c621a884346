import { and, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { recordedImports } from '../../db/schema/index';
import { loadReplayTimeline, recordedInstant, type ReplayTimeline } from '../replay/replay-timeline';
import { utcDayOf } from '../replay/utc-days';

/** A dataset's replay as configured: the day whose week plays as the start's week, and the resulting timeline. */
export interface ReplayPlan {
  anchorDay: string;
  timeline: ReplayTimeline;
}

/** The latest day a dataset holds prices for: where a replay without a configured day starts. */
async function latestRecordedDay(db: DbOrTx, dataset: string): Promise<string | null> {
  const [row] = await db
    .select({ day: max(recordedImports.day) })
    .from(recordedImports)
    .where(and(eq(recordedImports.dataset, dataset), gt(recordedImports.rows, 0)));
  return row?.day ?? null;
}

/**
 * Plans a dataset's replay: the configured day (MARKET_REPLAY_DAY) or the dataset's latest, and
 * the timeline on which its week plays as the week of `startMs`. Throws, with words an operator
 * can act on, when the dataset is empty or the day is outside it.
 */
export async function planReplay(db: DbOrTx, input: { dataset: string; replayDay: string | null; startMs: number }): Promise<ReplayPlan> {
  const anchorDay = input.replayDay ?? (await latestRecordedDay(db, input.dataset));
  if (anchorDay === null) {
    throw new Error(`nothing is imported into dataset "${input.dataset}": run \`market import --dataset ${input.dataset} …\``);
  }
  return { anchorDay, timeline: await loadReplayTimeline(db, { dataset: input.dataset, anchorDay, nowMs: input.startMs }) };
}

/** The recorded day that plays at `atMs`, `YYYY-MM-DD`. */
export function recordedDayAt(plan: ReplayPlan, atMs: number): string {
  return utcDayOf(recordedInstant(plan.timeline, atMs));
}
