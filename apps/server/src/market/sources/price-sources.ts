import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordedImports } from '../../db/schema/index';
import type { LiveExchangeId, MarketSourceSettings } from '../../config/market-source-settings';
import { LiveQuoteBuffer, type ArrivedLiveQuote } from './live-quote-buffer';
import type { SourceAssignment } from './source-assignment';
import { stoppedHealth, type SourceHealth } from './source-health';
import { SIMULATED } from './source-id';

/** A running live feed of one exchange, as the sources need it. */
export interface LiveFeedHandle {
  start(): void;
  stop(): Promise<void>;
  health(): SourceHealth;
}

/** What a replay gives for an instrument at an instant. */
export interface ReplayQuote {
  bid: string;
  ask: string;
  mid: string;
  volume: number;
  /** The recorded day this price comes from, `YYYY-MM-DD`. */
  recordedDay: string;
}

/** A replay of one dataset, as the sources need it. */
export interface ReplayHandle {
  /** Loads what the instruments' next minutes need; cheap when loaded already. */
  prepare(instrumentIds: readonly string[], atMs: number): Promise<void>;
  /** The recorded price that plays at `atMs`, or null when none does (a closed market, no data). */
  quoteAt(instrumentId: string, atMs: number): ReplayQuote | null;
}

/** How the sources make their live feeds and replays (the real ones in production; tests may pass their own). */
export interface PriceSourceFactories {
  createLiveFeed(options: {
    exchange: LiveExchangeId;
    instrumentIds: readonly string[];
    url: string | undefined;
    onQuote: (quote: ArrivedLiveQuote) => void;
    log: FastifyBaseLogger;
  }): LiveFeedHandle;
  createReplay(options: { db: Db; dataset: string; anchorDay: string }): ReplayHandle;
}

/**
 * The market-data sources of this process: which source quotes each instrument, the live feeds
 * (running only while this process holds the market-feed lease: one process subscribes for the
 * platform), the replays, and the live quotes that arrived since the last write.
 */
export interface PriceSources {
  readonly settings: MarketSourceSettings;
  readonly assignment: SourceAssignment;
  /** Live quotes waiting to be written. */
  readonly arrived: LiveQuoteBuffer;
  /** Starts (true) or stops (false) the live feeds: they run only on the lease holder. */
  lead(leading: boolean): Promise<void>;
  /** Called when a live quote arrives: the market feed writes it at once. */
  onArrival(listener: (() => void) | null): void;
  /** Whether the live feed behind `sourceId` is connected and hearing from its exchange now. */
  liveHealthy(sourceId: string): boolean;
  /** The replay of a dataset, ready for the instruments at `atMs`; null when the dataset holds no data. */
  replay(dataset: string, instrumentIds: readonly string[], atMs: number): Promise<(ReplayHandle & { anchorDay: string }) | null>;
  /** Finds each replay's anchor day (configured, or its dataset's latest recorded day): once, at start. */
  loadAnchors(): Promise<void>;
  /** The recorded day that plays at `atMs` in a dataset's replay, `YYYY-MM-DD`; null when it has no data. */
  replayDayAt(dataset: string, atMs: number): string | null;
  /** Every configured source's health (the simulator too). */
  health(): SourceHealth[];
  /** Stops every feed. */
  stop(): Promise<void>;
}

/** The latest recorded day of a dataset: where a replay without a configured day starts. */
async function latestRecordedDay(db: Db, dataset: string): Promise<string | null> {
  const [row] = await db
    .select({ day: max(recordedImports.day) })
    .from(recordedImports)
    .where(and(eq(recordedImports.dataset, dataset), gt(recordedImports.rows, 0)));
  return row?.day ?? null;
}

/** The sources of the configuration's assignment, with nothing running until `lead(true)`. */
export function createPriceSources(options: {
  settings: MarketSourceSettings;
  assignment: SourceAssignment;
  db: Db;
  log: FastifyBaseLogger;
  factories: PriceSourceFactories;
}): PriceSources {
  const { settings, assignment, db, log, factories } = options;
  const arrived = new LiveQuoteBuffer();
  const feeds = new Map<string, LiveFeedHandle>();
  const replays = new Map<string, (ReplayHandle & { anchorDay: string }) | null>();
  const replayDetail = new Map<string, string>();
  const anchors = new Map<string, string | null>();
  const datasets = () => [...assignment.external().values()].flatMap(({ source }) => (source.kind === 'replay' ? [source.dataset] : []));
  const anchorOf = async (dataset: string): Promise<string | null> => {
    if (!anchors.has(dataset)) anchors.set(dataset, settings.replayDay ?? (await latestRecordedDay(db, dataset)));
    return anchors.get(dataset) ?? null;
  };
  let listener: (() => void) | null = null;
  let running = false;

  const startFeeds = () => {
    for (const [id, { source, instrumentIds }] of assignment.external()) {
      if (source.kind !== 'live' || feeds.has(id)) continue;
      const feed = factories.createLiveFeed({
        exchange: source.exchange,
        instrumentIds,
        url: settings.liveUrls[source.exchange],
        onQuote: (quote) => {
          arrived.put(quote);
          listener?.();
        },
        log,
      });
      feeds.set(id, feed);
      feed.start();
    }
  };
  const stopFeeds = async () => {
    const stopping = [...feeds.values()].map((feed) => feed.stop());
    feeds.clear();
    arrived.take();
    await Promise.all(stopping);
  };

  return {
    settings,
    assignment,
    arrived,
    async lead(leading) {
      if (leading === running) return;
      running = leading;
      if (leading) startFeeds();
      else await stopFeeds();
    },
    onArrival(next) {
      listener = next;
    },
    liveHealthy(sourceId) {
      return feeds.get(sourceId)?.health().state === 'ok';
    },
    async replay(dataset, instrumentIds, atMs) {
      let replay = replays.get(dataset);
      if (replay === undefined) {
        const anchorDay = await anchorOf(dataset);
        if (anchorDay === null) {
          replayDetail.set(dataset, `nothing imported into dataset "${dataset}": run \`market import --dataset ${dataset} …\``);
          log.warn(`the replay of dataset "${dataset}" has no recorded prices: its instruments stay where they are until \`market import --dataset ${dataset}\` imports some`);
          replay = null;
        } else {
          replay = { ...factories.createReplay({ db, dataset, anchorDay }), anchorDay };
        }
        replays.set(dataset, replay);
      }
      if (replay) await replay.prepare(instrumentIds, atMs);
      return replay;
    },
    async loadAnchors() {
      for (const dataset of datasets()) await anchorOf(dataset);
    },
    replayDayAt(dataset, atMs) {
      const anchor = anchors.get(dataset);
      return anchor ? replayedDay(anchor, atMs) : null;
    },
    health() {
      const reports: SourceHealth[] = [];
      if (assignment.simulatedCount() > 0) {
        reports.push({ source: SIMULATED, state: 'ok', messages: 0, reconnects: 0, lastMessageAt: null, lagMs: null, detail: null });
      }
      for (const [id, { source }] of assignment.external()) {
        if (source.kind === 'live') {
          reports.push(feeds.get(id)?.health() ?? stoppedHealth(id, 'this process does not hold the market-feed lease'));
        } else if (source.kind === 'replay') {
          const replay = replays.get(source.dataset);
          if (replay === null) reports.push({ ...stoppedHealth(id, replayDetail.get(source.dataset) ?? null), state: 'down' });
          else if (replay === undefined) reports.push(stoppedHealth(id, running ? 'starting' : 'this process does not hold the market-feed lease'));
          else reports.push({ source: id, state: 'ok', messages: 0, reconnects: 0, lastMessageAt: null, lagMs: null, detail: `week of ${replay.anchorDay} plays as this week` });
        }
      }
      return reports;
    },
    async stop() {
      running = false;
      listener = null;
      await stopFeeds();
    },
  };
}


const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The recorded day that plays at `atMs` when the week of `anchorDay` plays as the current week:
 * the same weekday, a whole number of weeks back (see the replay's time shift).
 */
export function replayedDay(anchorDay: string, atMs: number): string {
  const anchorMs = Date.parse(`${anchorDay}T00:00:00Z`);
  // Weeks from Monday: 1970-01-01 was a Thursday, the first Monday four days later.
  const weekOf = (ms: number) => Math.floor((ms - 4 * DAY_MS) / WEEK_MS);
  const shift = (weekOf(atMs) - weekOf(anchorMs)) * WEEK_MS;
  return new Date(atMs - shift).toISOString().slice(0, 10);
}
