import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ERROR_CODES, type SigninResponse, type signinRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { verifyAgainstDummy, verifySecret } from '../identity/secret-hashing';
import { startSession } from './sessions';
import { createSignInChallenge } from './two-factor/sign-in-challenge';
import { isTwoFactorEnabled } from './two-factor/two-factor-settings';
import { SIGN_IN_MAX_FAILURES, claimSignInAttempt, clearSignInAttempts, signInLockedError, signInRefusal } from './sign-in-throttle';

export type SigninInput = z.output<typeof signinRequest>;

/** The one answer for an unknown email and a wrong password alike: nothing tells them apart. */
function invalidCredentials(attempt: number): Refusal {
  const left = SIGN_IN_MAX_FAILURES - attempt;
  return new Refusal(
    'unauthenticated',
    ERROR_CODES.invalidCredentials,
    `The email or password is incorrect. After ${left} more failed attempt${left === 1 ? '' : 's'} in a row, sign-in to this account from your address is locked for 15 minutes.`,
  );
}

/**
 * Checks the credentials and starts a session. Unknown emails are checked against a dummy hash
 * and counted like known ones, so status, code, message and timing are the same for both.
 * A frozen account can still sign in (product rule 6). With two-factor sign-in on, a right
 * password answers a challenge for the second step instead of tokens.
 */
export async function signIn(context: AppContext, input: SigninInput, origin: RequestOrigin): Promise<SigninResponse> {
  const [user] = await context.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const attempt = { email: input.email, ip: origin.ip, userId: user?.id ?? null };
  const claim = await claimSignInAttempt(context, attempt);
  if (claim.kind !== 'claimed') {
    if (user) {
      const description =
        claim.kind === 'locked'
          ? 'Sign-in refused: locked for this address after too many failed attempts'
          : 'Sign-in refused: slowed down after many failed attempts';
      await recordActivity(context.db, { userId: user.id, kind: 'sign_in_failed', description, origin, at: context.now() });
    }
    throw signInRefusal(context, claim);
  }
  const valid = user ? await verifySecret(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    if (user) {
      await recordActivity(context.db, {
        userId: user.id,
        kind: 'sign_in_failed',
        description: 'Failed sign-in: wrong password',
        origin,
        at: context.now(),
      });
    }
    if (claim.lockedUntil) throw signInLockedError(context, claim.lockedUntil);
    throw invalidCredentials(claim.attempt);
  }
  await clearSignInAttempts(context, attempt, claim);
  if (await isTwoFactorEnabled(context, user.id)) return createSignInChallenge(context, user.id);
  const session = await startSession(context, user.id, origin);
  await recordActivity(context.db, { userId: user.id, kind: 'sign_in', description: 'Signed in', origin, at: context.now() });
  return { accessToken: session.accessToken, refreshToken: session.refreshToken };
}
