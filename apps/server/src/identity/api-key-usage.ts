import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { apiKeys } from '../db/schema/index';
import { recordActivity } from '../activity/activity-log';

/** How often the calls counted per key are written: one activity row per key per minute at most. */
export const API_KEY_USAGE_FLUSH_MS = 60_000;

/** A key's calls since the last write. */
interface Tally {
  userId: string;
  name: string;
  /** The address of the latest call. */
  ip: string | null;
  lastAt: number;
  total: number;
  perCall: Map<string, number>;
}

/** The key a call was made with, as the tally needs it. */
export interface KeyOfCall {
  apiKeyId: string;
  userId: string;
  name: string;
}

export interface ApiKeyUsageOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  flushMs?: number;
}

/**
 * Every use of a key goes into its owner's activity log, without a write per call: calls are
 * counted per key and per call in memory, and once a minute each key that was used gets one row
 * ("API key "Crossover bot" made 42 calls from 203.0.113.7: 30 getSymbols, 12 openOrder") and its
 * last use (time and address) is written. What is counted is written on shutdown too; a process
 * that crashes loses at most a minute of counts, never a call.
 */
export class ApiKeyUsage {
  private tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: ApiKeyUsageOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs ?? API_KEY_USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /** Counts one call made with a key: a Map lookup and two increments. */
  note(key: KeyOfCall, call: string, ip: string | null): void {
    let tally = this.tallies.get(key.apiKeyId);
    if (!tally) {
      tally = { userId: key.userId, name: key.name, ip, lastAt: 0, total: 0, perCall: new Map() };
      this.tallies.set(key.apiKeyId, tally);
    }
    tally.ip = ip;
    tally.lastAt = this.options.now().getTime();
    tally.total += 1;
    tally.perCall.set(call, (tally.perCall.get(call) ?? 0) + 1);
  }

  /** Writes what was counted since the last write, one activity row and one key update per key. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.tallies.size === 0) return;
    const tallies = this.tallies;
    this.tallies = new Map();
    for (const [apiKeyId, tally] of tallies) {
      try {
        const at = new Date(tally.lastAt);
        await this.options.db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: tally.ip }).where(eq(apiKeys.id, apiKeyId));
        await recordActivity(this.options.db, {
          userId: tally.userId,
          kind: 'api_key_used',
          description: describeUse(tally),
          origin: { ip: tally.ip, userAgent: null },
          at,
        });
      } catch (error) {
        // A lost count is a lost log line, never a lost call: say so and go on with the other keys.
        this.options.log.error({ err: error, apiKeyId }, 'the use of an API key could not be written to the activity log');
      }
    }
  }
}

/** `API key "Crossover bot" made 42 calls from 203.0.113.7: 30 getSymbols, 12 openOrder`. */
export function describeUse(tally: Pick<Tally, 'name' | 'ip' | 'total' | 'perCall'>): string {
  const calls = [...tally.perCall.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([call, count]) => `${count} ${call}`)
    .join(', ');
  const from = tally.ip ? ` from ${tally.ip}` : '';
  return `API key "${tally.name}" made ${tally.total} call${tally.total === 1 ? '' : 's'}${from}: ${calls}`;
}
