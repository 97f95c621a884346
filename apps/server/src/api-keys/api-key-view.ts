import { asc, desc, eq, sql } from 'drizzle-orm';
import { API_KEY_SCOPES, type ApiKey } from '@beurs/domain';
import type { Db } from '../db/database';
import { apiKeys } from '../db/schema/index';
import { apiKeyPrefix } from '../identity/api-key-secret';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as its owner sees it: never its secret nor its hash. */
export function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: apiKeyPrefix(row.lookup),
    scopes: API_KEY_SCOPES.filter((scope) => row.scopes.includes(scope)),
    allowed_ips: row.allowedIps,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Whether a key still works at `now`: neither revoked nor expired. */
export function isLive(row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  return row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);
}

/** The user's keys: live ones first, then newest first. */
export async function listApiKeys(db: Db, userId: string, now: Date): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(
      asc(sql`(${apiKeys.revokedAt} is not null or (${apiKeys.expiresAt} is not null and ${apiKeys.expiresAt} <= ${now}))`),
      desc(apiKeys.createdAt),
      desc(apiKeys.id),
    );
  return rows.map(apiKeyView);
}
