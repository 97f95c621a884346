import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { hashSecret } from '../identity/secret-hashing';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { checkPin, pinRefusal, type PinCheck } from './pin-check';

type Outcome = { kind: 'saved' } | { kind: 'current_required' } | { kind: 'refused'; check: Exclude<PinCheck, { kind: 'ok' }> };

/**
 * Sets the withdrawal PIN (argon2id-hashed), or changes it: changing needs the current PIN, and a
 * wrong one counts as a wrong PIN, so a stolen session cannot replace the PIN that guards
 * withdrawals (docs/decisions.md).
 */
export async function savePin(
  context: AppContext,
  request: { userId: string; code: string; currentCode: string | undefined; origin: RequestOrigin },
): Promise<void> {
  const pinHash = await hashSecret(request.code);
  const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
    const now = context.now();
    const [row] = await tx.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, request.userId)).for('update');
    const changing = Boolean(row?.pinHash);
    if (changing) {
      if (request.currentCode === undefined) return { kind: 'current_required' };
      const check = await checkPin(tx, { userId: request.userId, code: request.currentCode, now });
      if (check.kind !== 'ok') return { kind: 'refused', check };
    }
    await tx.update(users).set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(users.id, request.userId));
    await recordActivity(tx, {
      userId: request.userId,
      kind: 'pin_saved',
      description: changing ? 'Withdrawal PIN changed' : 'Withdrawal PIN set',
      origin: request.origin,
      at: now,
    });
    return { kind: 'saved' };
  });
  switch (outcome.kind) {
    case 'saved':
      return;
    case 'current_required': {
      const message = 'Enter your current PIN as current_code to change it.';
      throw Refusal.validation(message, [{ path: 'current_code', message }]);
    }
    case 'refused':
      throw pinRefusal(outcome.check, 'current_code');
    default:
      return outcome satisfies never;
  }
}
