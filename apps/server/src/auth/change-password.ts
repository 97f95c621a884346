import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { notifyUser } from '../notifications/notify-user';
import type { UserRow } from '../http/authenticate';
import { checkNewPassword } from './password-rules';
import { hashSecret, verifySecret } from '../identity/secret-hashing';
import { revokeSessions } from './sessions';
import { claimSignInAttempt, clearSignInAttempts, signInLockedError, signInRefusal } from './sign-in-throttle';

export type ChangePasswordInput = z.output<typeof changePasswordRequest>;

/**
 * Changes the password after checking the current one. A wrong current password counts as a
 * failed sign-in (a stolen token must not allow guessing it). Every session of the user ends,
 * this one included, and their sockets are disconnected: they sign in again with the new one.
 */
export async function changePassword(
  context: AppContext,
  { user, input, origin }: { user: UserRow; input: ChangePasswordInput; origin: RequestOrigin },
): Promise<void> {
  await checkNewPassword(input.new_password, {
    owner: { email: user.email, firstName: user.firstName, lastName: user.lastName, companyName: context.config.company.name },
    field: { path: 'new_password', label: 'New password' },
  });
  if (input.new_password === input.current_password) {
    const message = 'Choose a new password that differs from the current one.';
    throw Refusal.validation(message, [{ path: 'new_password', message }]);
  }
  const attempt = { email: user.email, ip: origin.ip, userId: user.id };
  const claim = await claimSignInAttempt(context, attempt);
  if (claim.kind !== 'claimed') throw signInRefusal(context, claim);
  if (!(await verifySecret(user.passwordHash, input.current_password))) {
    if (claim.lockedUntil) throw signInLockedError(context, claim.lockedUntil);
    const message = 'Your current password is not correct.';
    throw Refusal.validation(message, [{ path: 'current_password', message }]);
  }
  await clearSignInAttempts(context, attempt, claim);
  const passwordHash = await hashSecret(input.new_password);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await recordActivity(tx, {
      userId: user.id,
      kind: 'password_changed',
      description: 'Password changed; every session was signed out',
      origin,
      at: now,
    });
    await notifyUser(tx, {
      userId: user.id,
      title: 'Your password was changed',
      body: `Every device was signed out. If you did not change it, contact ${context.config.company.supportEmail} at once.`,
      kind: 'warning',
      at: now,
    });
  });
  await revokeSessions(context, { userId: user.id }, 'password changed');
  context.realtime.disconnectUser(user.id);
}
