import { isIP } from 'node:net';
import { and, eq, gt, isNull, or, count } from 'drizzle-orm';
import { ERROR_CODES, MAX_API_KEYS_PER_ACCOUNT, type CreatedApiKey, type createApiKeyRequest } from '@beurs/domain';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { apiKeys, users } from '../db/schema/index';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { newApiKeySecret } from '../identity/api-key-secret';
import { Refusal } from '../refusals/refusal';
import { apiKeyView } from './api-key-view';

type CreateInput = z.output<typeof createApiKeyRequest>;

function invalid(path: string, message: string): Refusal {
  return Refusal.validation(message, [{ path, message }]);
}

/** The allow-list as node's address parser reads it: the contract's pattern lets some impossible IPv6 texts through. */
function checkedAllowList(entries: readonly string[]): string[] {
  return entries.map((entry, index) => {
    const [address = ''] = entry.split('/');
    if (isIP(address) === 0) throw invalid(`allowed_ips.${index}`, `"${entry}" is not an IP address or a network like 203.0.113.0/24`);
    return entry;
  });
}

/**
 * Creates a key for the caller: at most MAX_API_KEYS_PER_ACCOUNT live keys (counted under the
 * account's row lock, so two creations at once cannot pass the limit together), an expiry in the
 * future, an allow-list node can match. Answers the secret this once; only its hash is stored.
 */
export async function createApiKey(
  context: AppContext,
  { userId, input, origin }: { userId: string; input: CreateInput; origin: RequestOrigin },
): Promise<CreatedApiKey> {
  const now = context.now();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= now) {
    throw invalid(
      'expires_at',
      `The expiry must be in the future (it is now ${now.toISOString()}); leave it out for a key that lasts until revoked.`,
    );
  }
  const allowedIps = checkedAllowList(input.allowed_ips);
  const secret = newApiKeySecret();
  const row = await context.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
    if ((live?.n ?? 0) >= MAX_API_KEYS_PER_ACCOUNT) {
      throw Refusal.conflict(
        ERROR_CODES.conflict,
        `You have ${MAX_API_KEYS_PER_ACCOUNT} live API keys, the most one account may hold. Revoke a key you no longer use, then create this one.`,
      );
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        lookup: secret.lookup,
        secretHash: secret.secretHash,
        scopes: [...input.scopes],
        allowedIps,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!inserted) throw new Error('the new API key was not returned');
    await recordActivity(tx, {
      userId,
      kind: 'api_key_created',
      description: `API key "${input.name}" created (${secret.prefix}, ${input.scopes.join(' and ')})`,
      origin,
      at: now,
    });
    return inserted;
  });
  return { key: apiKeyView(row), secret: secret.secret };
}
