import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { LiveExchangeId, MarketSourceSettings } from '../../config/market-source-settings';
import { LiveQuoteBuffer, type ArrivedLiveQuote } from './live-quote-buffer';
import type { SourceAssignment } from './source-assignment';
import { stoppedHealth, type SourceHealth } from './source-health';
import { SIMULATED } from './source-id';
import { planReplay, recordedDayAt, type ReplayPlan } from './replay-plan';

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
  createReplay(options: { db: Db; dataset: string; anchorDay: string; startMs: number }): ReplayHandle;
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
  /** The replay of a dataset, ready for the instruments at `atMs`; null while the dataset holds no data to play. */
  replay(dataset: string, instrumentIds: readonly string[], atMs: number): Promise<(ReplayHandle & { anchorDay: string }) | null>;
  /** Finds each replay's anchor day (configured, or its dataset's latest recorded day) at start; an empty dataset is tried again later. */
  loadAnchors(): Promise<void>;
  /** A dataset's replay plan once its data is found (the anchor day and the timeline), else null. */
  replayPlan(dataset: string): ReplayPlan | null;
  /** The recorded day that plays at `atMs` in a dataset's replay, `YYYY-MM-DD`; null when it has no data. */
  replayDayAt(dataset: string, atMs: number): string | null;
  /** Every configured source's health (the simulator too). */
  health(): SourceHealth[];
  /** Stops every feed. */
  stop(): Promise<void>;
}

/** The sources of the configuration's assignment, with nothing running until `lead(true)`. */
export function createPriceSources(options: {
  settings: MarketSourceSettings;
  assignment: SourceAssignment;
  db: Db;
  log: FastifyBaseLogger;
  factories: PriceSourceFactories;
  /** The instant the replays' weeks are counted from: the week of `replayDay` plays as this instant's week. */
  startMs: number;
}): PriceSources {
  const { settings, assignment, db, log, factories, startMs } = options;
  const arrived = new LiveQuoteBuffer();
  const feeds = new Map<string, LiveFeedHandle>();
  const replays = new Map<string, ReplayHandle & { anchorDay: string }>();
  const replayDetail = new Map<string, string>();
  const timelines = new Map<string, ReplayPlan | null>();
  const datasets = () => [...assignment.external().values()].flatMap(({ source }) => (source.kind === 'replay' ? [source.dataset] : []));
  const warned = new Set<string>();
  const planOf = async (dataset: string): Promise<ReplayPlan | null> => {
    if (timelines.has(dataset)) return timelines.get(dataset) ?? null;
    try {
      const plan = await planReplay(db, { dataset, replayDay: settings.replayDay, startMs });
      timelines.set(dataset, plan);
      replayDetail.delete(dataset);
      return plan;
    } catch (error) {
      // Not kept: an operator may import the dataset while the server runs, and the next tick plays it.
      replayDetail.set(dataset, error instanceof Error ? error.message : String(error));
      if (!warned.has(dataset))
        log.warn({ err: error }, `the replay of dataset "${dataset}" cannot play yet: its instruments stay where they are until it can`);
      warned.add(dataset);
      return null;
    }
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
      let replay = replays.get(dataset) ?? null;
      if (replay === null) {
        const plan = await planOf(dataset);
        replay = plan
          ? { ...factories.createReplay({ db, dataset, anchorDay: plan.anchorDay, startMs }), anchorDay: plan.anchorDay }
          : null;
        if (replay) replays.set(dataset, replay);
      }
      if (replay) await replay.prepare(instrumentIds, atMs);
      return replay;
    },
    async loadAnchors() {
      for (const dataset of datasets()) await planOf(dataset);
    },
    replayPlan(dataset) {
      return timelines.get(dataset) ?? null;
    },
    replayDayAt(dataset, atMs) {
      const plan = timelines.get(dataset);
      return plan ? recordedDayAt(plan, atMs) : null;
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
          const problem = replayDetail.get(source.dataset);
          if (!replay && problem) reports.push({ ...stoppedHealth(id, problem), state: 'down' });
          else if (!replay) reports.push(stoppedHealth(id, running ? 'starting' : 'this process does not hold the market-feed lease'));
          else
            reports.push({
              source: id,
              state: 'ok',
              messages: 0,
              reconnects: 0,
              lastMessageAt: null,
              lagMs: null,
              detail: `week of ${replay.anchorDay} plays as this week`,
            });
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
