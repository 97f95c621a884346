import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ERROR_CODES, TWO_FACTOR_RULES, type SecondFactorChallenge, type TokenPair } from '@beurs/domain';
import type { AppContext } from '../../app-context';
import { signInChallenges } from '../../db/schema/index';
import { Refusal } from '../../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../../activity/activity-log';
import { notifyUser } from '../../notifications/notify-user';
import { startSession } from '../sessions';
import { checkSecondFactor, secondFactorRefusal, type SecondFactor } from './second-factor-check';
import { secretBoxOf } from './two-factor-key';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const challengeExpired = () =>
  new Refusal(
    'unauthenticated',
    ERROR_CODES.challengeExpired,
    'This sign-in has expired or was already completed. Sign in with your email and password again.',
  );

/**
 * The answer to a right password when two-factor sign-in is on: a random challenge, stored
 * hashed, that works once within five minutes. It proves only the password, so it opens nothing
 * but the second step.
 */
export async function createSignInChallenge(context: AppContext, userId: string): Promise<SecondFactorChallenge> {
  const token = randomBytes(32).toString('base64url');
  const now = context.now();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_RULES.challengeTtlMs);
  // Old challenges of anyone are useless: clear them as new ones are made, so the table stays small.
  await context.db
    .delete(signInChallenges)
    .where(lt(signInChallenges.expiresAt, new Date(now.getTime() - TWO_FACTOR_RULES.challengeTtlMs)));
  await context.db.insert(signInChallenges).values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { second_factor_required: true, challenge_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * The second step of a sign-in: the challenge and a code (or a recovery code). Wrong codes are
 * counted per account (5 in a row lock codes for 15 minutes); a right one spends the challenge
 * and starts the session.
 */
export async function completeSecondFactor(
  context: AppContext,
  { challengeToken, factor, origin }: { challengeToken: string; factor: SecondFactor; origin: RequestOrigin },
): Promise<TokenPair> {
  const tokenHash = hashToken(challengeToken);
  const now = context.now();
  const [challenge] = await context.db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, tokenHash), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
  if (!challenge) throw challengeExpired();
  const { userId } = challenge;
  const box = await secretBoxOf(context);
  const check = await context.db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, { userId, factor, now, box });
    if (result.kind === 'ok') {
      // Only the request that flips used_at spends the challenge; a parallel one finds it spent.
      const spent = await tx
        .update(signInChallenges)
        .set({ usedAt: now })
        .where(and(eq(signInChallenges.tokenHash, tokenHash), isNull(signInChallenges.usedAt)))
        .returning({ userId: signInChallenges.userId });
      if (spent.length === 0) return { kind: 'spent' as const };
    } else if (result.kind === 'wrong' || result.kind === 'locked') {
      const description =
        result.kind === 'locked' ? 'Two-factor code refused: locked after too many wrong codes' : 'Wrong two-factor code at sign-in';
      await recordActivity(tx, { userId, kind: 'second_factor_failed', description, origin, at: now });
    }
    return result;
  });
  if (check.kind === 'spent') throw challengeExpired();
  // The secret was removed (two-factor turned off) after the password step: start again.
  if (check.kind === 'not_enabled') throw challengeExpired();
  if (check.kind !== 'ok') throw secondFactorRefusal(check, factor, 'unauthenticated');
  const session = await startSession(context, userId, origin);
  if (check.method === 'recovery_code') {
    const left = check.recoveryCodesLeft;
    await recordActivity(context.db, {
      userId,
      kind: 'recovery_code_used',
      description: `Signed in with a recovery code (${left} left)`,
      origin,
      at: now,
    });
    await notifyUser(context.db, {
      userId,
      title: 'A recovery code was used to sign in',
      body: `${left} recovery code${left === 1 ? '' : 's'} left. If this was not you, change your password and contact ${context.config.company.supportEmail} at once.`,
      kind: 'warning',
      at: now,
    });
  } else {
    await recordActivity(context.db, { userId, kind: 'sign_in', description: 'Signed in with a two-factor code', origin, at: now });
  }
  return { accessToken: session.accessToken, refreshToken: session.refreshToken };
}
