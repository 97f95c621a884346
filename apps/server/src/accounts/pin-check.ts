import { eq } from 'drizzle-orm';
import { ERROR_CODES, PIN_RULES } from '@beurs/domain';
import type { Tx } from '../db/database';
import { users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { verifySecret } from '../identity/secret-hashing';
import { formatUtc } from '../format/format-utc';

/** What checking a PIN found. A wrong PIN is counted in the same transaction, which must commit. */
export type PinCheck =
  | { kind: 'ok' }
  | { kind: 'not_set' }
  | { kind: 'locked'; until: Date }
  | { kind: 'wrong'; attemptsLeft: number; lockedUntil: Date | null };

/**
 * Checks `code` against the user's PIN inside `tx`, with the user's row locked, so parallel
 * guesses are counted one after the other (product rules, PIN: 5 wrong in a row lock withdrawals for
 * 15 minutes). A right PIN resets the count. The caller must commit even when the PIN is
 * wrong, then throw {@link pinRefusal}.
 */
export async function checkPin(tx: Tx, { userId, code, now }: { userId: string; code: string; now: Date }): Promise<PinCheck> {
  const [row] = await tx
    .select({ pinHash: users.pinHash, failures: users.pinFailedAttempts, lockedUntil: users.pinLockedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row?.pinHash) return { kind: 'not_set' };
  if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil };
  // A lock that has run out starts a fresh count.
  const failuresSoFar = row.lockedUntil ? 0 : row.failures;
  if (await verifySecret(row.pinHash, code)) {
    if (failuresSoFar > 0 || row.lockedUntil) {
      await tx.update(users).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(users.id, userId));
    }
    return { kind: 'ok' };
  }
  const failures = failuresSoFar + 1;
  const lockedUntil = failures >= PIN_RULES.maxFailedAttempts ? new Date(now.getTime() + PIN_RULES.lockMs) : null;
  await tx
    .update(users)
    .set({ pinFailedAttempts: lockedUntil ? 0 : failures, pinLockedUntil: lockedUntil })
    .where(eq(users.id, userId));
  return { kind: 'wrong', attemptsLeft: PIN_RULES.maxFailedAttempts - failures, lockedUntil };
}

function lockedError(until: Date): Refusal {
  return new Refusal(
    'too_many',
    ERROR_CODES.pinLocked,
    `Withdrawals and PIN changes are locked for 15 minutes after ${PIN_RULES.maxFailedAttempts} wrong PINs in a row. Try again after ${formatUtc(until)}.`,
  );
}

/** The refusal for a check that did not pass, with a message that says what to do. */
export function pinRefusal(check: Exclude<PinCheck, { kind: 'ok' }>, field: string): Refusal {
  switch (check.kind) {
    case 'not_set':
      return new Refusal('conflict', ERROR_CODES.pinNotSet, 'Set a PIN in Account > Security before withdrawing.');
    case 'locked':
      return lockedError(check.until);
    case 'wrong':
      if (check.lockedUntil) return lockedError(check.lockedUntil);
      return new Refusal(
        'forbidden',
        ERROR_CODES.wrongPin,
        `The PIN is not correct. ${check.attemptsLeft} more wrong PIN${check.attemptsLeft === 1 ? '' : 's'} in a row will lock withdrawals for 15 minutes.`,
        [{ path: field, message: 'The PIN is not correct.' }],
      );
    default:
      return check satisfies never;
  }
}
