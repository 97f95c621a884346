import type { AppContext } from '../app-context';
import { Refusal } from '../refusals/refusal';
import type { RequestOrigin } from '../activity/activity-log';
import type { UserRow } from '../http/authenticate';
import { verifySecret } from '../identity/secret-hashing';
import { claimSignInAttempt, clearSignInAttempts, signInLockedError, signInRefusal } from './sign-in-throttle';

/**
 * Checks the password a signed-in person typed again before a security change (two-factor on
 * or off). A wrong one counts as a failed sign-in, as on a password change: a stolen token must
 * not allow guessing the password.
 */
export async function confirmPassword(context: AppContext, user: UserRow, password: string, origin: RequestOrigin): Promise<void> {
  const attempt = { email: user.email, ip: origin.ip, userId: user.id };
  const claim = await claimSignInAttempt(context, attempt);
  if (claim.kind !== 'claimed') throw signInRefusal(context, claim);
  if (!(await verifySecret(user.passwordHash, password))) {
    if (claim.lockedUntil) throw signInLockedError(context, claim.lockedUntil);
    const message = 'Your password is not correct.';
    throw Refusal.validation(message, [{ path: 'password', message }]);
  }
  await clearSignInAttempts(context, attempt, claim);
}
