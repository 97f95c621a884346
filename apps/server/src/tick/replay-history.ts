import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { candles } from '../db/schema/index';
import { NO_FENCE, type LeaseFence } from '../market/lease-fence';
import { replaceCandles } from '../market/replace-candles';
import { replayCandles } from '../market/replay/replay-candles';

/**
 * Gives each replayed instrument its recorded history as its chart: the seeded, simulated
 * candles are replaced by the recorded prices as the replay plays them (shifted by the same whole
 * weeks), up to now, and the previous close becomes the recorded one. Done once per instrument
 * and source (an instrument whose candles already come from the replay is left alone), by the
 * lease holder, fenced. An instrument the dataset does not hold keeps its history.
 */
export async function adoptReplayedHistory(
  context: AppContext,
  fence: LeaseFence = NO_FENCE,
  startMs = context.now().getTime(),
): Promise<string[]> {
  const adopted: string[] = [];
  for (const [sourceId, { source, instrumentIds }] of context.priceSources.assignment.external()) {
    if (source.kind !== 'replay') continue;
    // Finds the dataset's plan if it was not found at start (imported since).
    await context.priceSources.replay(source.dataset, [], startMs);
    const plan = context.priceSources.replayPlan(source.dataset);
    if (!plan) continue;
    for (const instrumentId of instrumentIds) {
      const [present] = await context.db
        .select({ time: candles.time })
        .from(candles)
        .where(and(eq(candles.instrumentId, instrumentId), eq(candles.source, sourceId)))
        .limit(1);
      if (present) continue;
      const history = await replayCandles({
        db: context.db,
        dataset: source.dataset,
        instrumentId,
        anchorDay: plan.anchorDay,
        endMs: context.now().getTime(),
        nowMs: startMs,
      });
      if (history.length === 0) continue;
      const days = history.filter((candle) => candle.resolution === '1d');
      const previousDay = days.length >= 2 ? days[days.length - 2] : undefined;
      await context.db.transaction(async (tx) => {
        await fence(tx);
        await replaceCandles(tx, { instrumentId, sourceId, history, previousClose: previousDay?.close });
      });
      adopted.push(instrumentId);
    }
  }
  if (adopted.length > 0) context.log.info({ instruments: adopted }, 'replayed instruments now chart their recorded history');
  return adopted;
}
