import { Param, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { marketSourceHealth } from '../../db/schema/index';
import type { SourceHealth } from './source-health';

/** How often the lease holder writes its sources' health for the other processes and the operator. */
export const SOURCE_HEALTH_WRITE_MS = 5_000;

/** A source's health as written, with when it was written. */
export interface StoredSourceHealth extends SourceHealth {
  updatedAt: number;
}

/** Writes every source's health (one statement), replacing what an earlier holder wrote. */
export async function writeSourceHealth(db: DbOrTx, reports: readonly SourceHealth[], at: Date): Promise<void> {
  if (reports.length === 0) return;
  const column = <T>(pick: (report: SourceHealth) => T) => new Param(reports.map(pick));
  await db.execute(sql`
    insert into ${marketSourceHealth} (source, state, messages, reconnects, last_message_at, lag_ms, detail, updated_at)
    select h.source, h.state, h.messages, h.reconnects, h.last_message_at, h.lag_ms, h.detail, ${at.toISOString()}::timestamptz
    from unnest(${column((r) => r.source)}::text[], ${column((r) => r.state)}::text[], ${column((r) => r.messages)}::bigint[],
                ${column((r) => r.reconnects)}::integer[],
                ${column((r) => (r.lastMessageAt === null ? null : new Date(r.lastMessageAt).toISOString()))}::timestamptz[],
                ${column((r) => (r.lagMs === null ? null : Math.round(r.lagMs)))}::integer[], ${column((r) => r.detail)}::text[])
      as h(source, state, messages, reconnects, last_message_at, lag_ms, detail)
    on conflict (source) do update set
      state = excluded.state, messages = excluded.messages, reconnects = excluded.reconnects, last_message_at = excluded.last_message_at,
      lag_ms = excluded.lag_ms, detail = excluded.detail, updated_at = excluded.updated_at`);
}

/** Every source's health as the lease holder last wrote it, by source id. */
export async function readSourceHealth(db: DbOrTx): Promise<StoredSourceHealth[]> {
  const rows = await db.select().from(marketSourceHealth).orderBy(marketSourceHealth.source);
  return rows.map((row) => ({
    source: row.source,
    state: row.state as SourceHealth['state'],
    messages: row.messages,
    reconnects: row.reconnects,
    lastMessageAt: row.lastMessageAt?.getTime() ?? null,
    lagMs: row.lagMs,
    detail: row.detail,
    updatedAt: row.updatedAt.getTime(),
  }));
}
