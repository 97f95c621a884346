import { loadListedInstruments } from '../market/market-data';
import { INSTRUMENT_CATALOGUE } from '../market/instrument-catalogue';
import { maxQuoteAgeMs } from '../market/quote-age';
import { planReplay, recordedDayAt, type ReplayPlan } from '../market/sources/replay-plan';
import { describePriceSource } from '../market/sources/price-source-view';
import { resolveSourceAssignment } from '../market/sources/source-assignment';
import { readSourceHealth } from '../market/sources/source-health-store';
import { formatTable } from './format-table';
import type { OperatorContext } from './operator-context';

/** Seconds, minutes or hours, the way an operator reads an age. */
function age(ms: number): string {
  if (ms < 120_000) return `${Math.round(ms / 1000)}s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)}m`;
  return `${Math.round(ms / 3_600_000)}h`;
}

/**
 * `market sources`: every source with its health as the lease holder last wrote it, then every
 * instrument with its configured source, where its current price came from, its state and its
 * quote's age. Reads the configuration this command runs with: run it with the servers'.
 */
export async function listMarketSources(context: OperatorContext): Promise<string> {
  const nowMs = context.now().getTime();
  const assignment = resolveSourceAssignment(context.config.market.sources, INSTRUMENT_CATALOGUE);
  const health = await readSourceHealth(context.db);
  const sources = formatTable(
    ['SOURCE', 'STATE', 'LAST MESSAGE', 'LAG', 'RECONNECTS', 'REPORTED', 'DETAIL'],
    health.map((h) => [
      h.source,
      h.state,
      h.lastMessageAt === null ? '—' : `${age(nowMs - h.lastMessageAt)} ago`,
      h.lagMs === null ? '—' : `${h.lagMs} ms`,
      String(h.reconnects),
      `${age(nowMs - h.updatedAt)} ago`,
      h.detail ?? '',
    ]),
  );
  const listed = await loadListedInstruments(context.db);
  const plans = new Map<string, ReplayPlan | null>();
  for (const [, { source }] of assignment.external()) {
    if (source.kind !== 'replay' || plans.has(source.dataset)) continue;
    // The command's own start stands in for the servers': the same week plays unless they started in another.
    plans.set(
      source.dataset,
      await planReplay(context.db, { dataset: source.dataset, replayDay: context.config.market.sources.replayDay, startMs: nowMs }).catch(
        () => null,
      ),
    );
  }
  const rows = listed
    .sort((a, b) => a.instrument.instrumentId.localeCompare(b.instrument.instrumentId))
    .map((entry) => {
      const configured = assignment.sourceOf(entry.instrument.instrumentId);
      const plan = configured.kind === 'replay' ? plans.get(configured.dataset) : null;
      const replayOf = plan ? recordedDayAt(plan, nowMs) : null;
      const view = describePriceSource(entry, context.now(), { configured, maxQuoteAgeMs: maxQuoteAgeMs(context.config.market), replayOf });
      const state = view.state === 'fallback' ? `fallback since ${view.fallback_since ?? '?'}` : view.state;
      return [
        entry.instrument.instrumentId,
        entry.instrument.type,
        configured.id,
        entry.quote.source,
        state,
        age(Math.max(0, nowMs - entry.quote.time.getTime())),
      ];
    });
  const instruments = formatTable(['INSTRUMENT', 'TYPE', 'CONFIGURED', 'PRICE FROM', 'STATE', 'QUOTE AGE'], rows);
  const heading =
    health.length === 0
      ? 'Sources: no health reported yet (every instrument simulated, or the feed has not run).'
      : 'Sources (as the market-feed lease holder last reported them):';
  return `${heading}\n${health.length === 0 ? '' : `${sources}\n`}\nInstruments:\n${instruments}`;
}
