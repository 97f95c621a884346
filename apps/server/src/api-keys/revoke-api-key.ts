import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeysResponse } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { apiKeys } from '../db/schema/index';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { Refusal } from '../refusals/refusal';
import { listApiKeys } from './api-key-view';

/**
 * Revokes one of the caller's keys and answers their keys. This process forgets the key at once;
 * the others hear migration 0012's announcement and forget it within a second, and the key's
 * sockets on every process are told why and disconnected (through the Redis adapter). Revoking a
 * revoked key changes nothing and answers the list; a key of someone else does not exist (404).
 */
export async function revokeApiKey(
  context: AppContext,
  { userId, keyId, origin }: { userId: string; keyId: string; origin: RequestOrigin },
): Promise<ApiKeysResponse> {
  const now = context.now();
  const revoked = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!row) return null;
    await recordActivity(tx, { userId, kind: 'api_key_revoked', description: `API key "${row.name}" revoked`, origin, at: now });
    return row;
  });
  if (revoked) {
    context.apiKeys.forget(revoked.id);
    context.realtime.disconnectApiKey(revoked.id, {
      reason: 'api_key_revoked',
      message: `The API key "${revoked.name}" was revoked by its owner. Create a new key in the terminal, under Security → API keys.`,
    });
  } else {
    const [own] = await context.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
    if (!own) throw Refusal.notFound('There is no API key with this id in your account.');
  }
  return { keys: await listApiKeys(context.db, userId, now) };
}
