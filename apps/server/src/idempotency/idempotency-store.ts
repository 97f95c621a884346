import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@beurs/domain';
import type { Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema/index';

/** How long a key is remembered: an older one is taken for new. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

/** The status a claimed key holds until its answer is stored in the same transaction; no other transaction ever reads it. */
const IN_PROGRESS = 0;

/** Expired keys removed by each new claim: a bounded amount of work per request keeps the table at about a day of keys. */
const PRUNED_PER_CLAIM = 100;

/** One account's key and the call it arrived on. */
export interface KeyUse {
  userId: string;
  key: string;
  /** `POST /api/v1/orders/close`. */
  endpoint: string;
  requestHash: string;
  now: Date;
}

/** A key used before (and not expired): what it was used for and the answer stored. */
export interface StoredAnswer {
  endpoint: string;
  requestHash: string;
  statusCode: number;
  response: string;
  createdAt: Date;
}

export type KeyClaim = { kind: 'claimed' } | { kind: 'used'; stored: StoredAnswer };

/**
 * Claims a key for this transaction: inserts its row, or takes over one older than the time to
 * live. A concurrent transaction holding the same key makes this wait on the primary key until
 * it ends; then the key is either free again (it rolled back, or was refused and let go of the
 * key) or holds that transaction's answer, answered here as `used`.
 */
export async function claimIdempotencyKey(tx: Tx, use: KeyUse): Promise<KeyClaim> {
  const cutoff = new Date(use.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const fresh = { endpoint: use.endpoint, requestHash: use.requestHash, statusCode: IN_PROGRESS, response: '', createdAt: use.now };
  // A key let go of between the conflict and the read is free again: claim it once more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: use.userId, key: use.key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: fresh,
        setWhere: lt(idempotencyKeys.createdAt, cutoff),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      await pruneExpiredKeys(tx, cutoff);
      return { kind: 'claimed' };
    }
    const [stored] = await tx
      .select({
        endpoint: idempotencyKeys.endpoint,
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, use.userId), eq(idempotencyKeys.key, use.key)));
    if (stored) {
      if (stored.statusCode === IN_PROGRESS) throw new Error(`Idempotency key ${use.key} was committed without its answer`);
      return { kind: 'used', stored };
    }
  }
  throw new Error(`Idempotency key ${use.key} could be neither claimed nor read`);
}

/** Stores the answer of the call that claimed the key, in the transaction of its effect. */
export async function storeIdempotentAnswer(
  tx: Tx,
  { userId, key, statusCode, response }: { userId: string; key: string; statusCode: number; response: string },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Lets go of a claimed key (the call was refused), so a retry under it is judged afresh. */
export async function releaseIdempotencyKey(tx: Tx, { userId, key }: { userId: string; key: string }): Promise<void> {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Forgets keys past their time to live, as new sign-in counters forget old ones
 * (auth/sign-in-throttle.ts). Rows another transaction holds (one taking an expired key over)
 * are skipped rather than waited for, so the clean-up never makes a request wait or deadlock.
 */
async function pruneExpiredKeys(tx: Tx, cutoff: Date): Promise<void> {
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where (${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (
      select ${idempotencyKeys.userId}, ${idempotencyKeys.key} from ${idempotencyKeys}
      where ${idempotencyKeys.createdAt} < ${cutoff.toISOString()}
      limit ${PRUNED_PER_CLAIM}
      for update skip locked
    )`);
}
