import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES, type RecoveryCodesResponse, type TwoFactorEnrolment, type TwoFactorStatus } from '@beurs/domain';
import type { AppContext } from '../../app-context';
import { recoveryCodes, signInChallenges, twoFactorSecrets } from '../../db/schema/index';
import { Refusal } from '../../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../../activity/activity-log';
import { notifyUser } from '../../notifications/notify-user';
import { DEMO_USER } from '../../accounts/demo-user';
import type { UserRow } from '../../http/authenticate';
import { confirmPassword } from '../confirm-password';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkSecondFactor, secondFactorRefusal, type SecondFactor } from './second-factor-check';
import { secretBoxOf } from './two-factor-key';
import { BEURS_TOTP, base32Of, newTotpSecret, otpauthUri } from './totp';

/** Whether two-factor sign-in is on, and how many recovery codes are unused. */
export async function twoFactorStatusOf(context: AppContext, userId: string): Promise<TwoFactorStatus> {
  const [row] = await context.db
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  if (!row?.enabledAt) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
  const left = await context.db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: true, enabled_at: row.enabledAt.toISOString(), recovery_codes_left: left.length };
}

/** Whether the user must give a second factor at sign-in. */
export async function isTwoFactorEnabled(context: AppContext, userId: string): Promise<boolean> {
  const [row] = await context.db
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return Boolean(row?.enabledAt);
}

/**
 * Starts enrolment after checking the password: a new secret replaces any earlier unconfirmed
 * one, and is returned this once (as text and as an otpauth URI). Nothing changes at sign-in
 * until a code confirms it. The shared demo account is refused: anyone who knows its published
 * password could otherwise lock everyone else out of it.
 */
export async function startTwoFactorEnrolment(
  context: AppContext,
  { user, password, origin }: { user: UserRow; password: string; origin: RequestOrigin },
): Promise<TwoFactorEnrolment> {
  if (user.email === DEMO_USER.email) {
    throw Refusal.forbidden(
      'The shared demo account cannot turn on two-factor sign-in: its password is public. Open an account of your own to use it.',
    );
  }
  await confirmPassword(context, user, password, origin);
  if (await isTwoFactorEnabled(context, user.id)) {
    throw Refusal.conflict(
      ERROR_CODES.conflict,
      'Two-factor sign-in is already on. To move it to another phone, turn it off and set it up again.',
    );
  }
  const secret = newTotpSecret();
  const box = await secretBoxOf(context);
  const sealed = box.seal(secret);
  const now = context.now();
  await context.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secretCiphertext: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretCiphertext: sealed, enabledAt: null, lastUsedStep: null, createdAt: now },
    });
  const label = { issuer: context.config.company.name, account: user.email };
  return {
    secret: base32Of(secret),
    otpauth_uri: otpauthUri(secret, label),
    issuer: label.issuer,
    account_name: label.account,
    digits: BEURS_TOTP.digits,
    period: BEURS_TOTP.periodSeconds,
    algorithm: BEURS_TOTP.algorithm,
  };
}

/**
 * Turns two-factor sign-in on once the app's first code matches, and answers ten new recovery
 * codes: shown this once, stored only as hashes.
 */
export async function confirmTwoFactorEnrolment(
  context: AppContext,
  { user, code, origin }: { user: UserRow; code: string; origin: RequestOrigin },
): Promise<RecoveryCodesResponse> {
  const box = await secretBoxOf(context);
  const now = context.now();
  const codes = newRecoveryCodes();
  const factor: SecondFactor = { code };
  const check = await context.db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, { userId: user.id, factor, now, box, pending: true });
    if (result.kind !== 'ok') return result;
    await tx.update(twoFactorSecrets).set({ enabledAt: now }).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((recovery) => ({ userId: user.id, codeHash: hashRecoveryCode(recovery), createdAt: now })));
    await recordActivity(tx, { userId: user.id, kind: 'two_factor_enabled', description: 'Two-factor sign-in turned on', origin, at: now });
    await notifyUser(tx, {
      userId: user.id,
      title: 'Two-factor sign-in is on',
      body: `From now on, signing in needs a code from your authenticator app. If you did not turn it on, contact ${context.config.company.supportEmail} at once.`,
      kind: 'success',
      at: now,
    });
    return result;
  });
  if (check.kind === 'not_enabled') {
    throw Refusal.conflict(
      ERROR_CODES.conflict,
      (await isTwoFactorEnabled(context, user.id))
        ? 'Two-factor sign-in is already on.'
        : 'Start the set-up first: no secret is waiting for a code.',
    );
  }
  if (check.kind !== 'ok') throw secondFactorRefusal(check, factor, 'invalid');
  return { recovery_codes: codes };
}

/**
 * Turns two-factor sign-in off: the password and a code (or a recovery code) are both needed,
 * so neither a stolen session nor a stolen phone alone can do it. Secret, recovery codes and
 * waiting sign-in challenges are deleted.
 */
export async function disableTwoFactor(
  context: AppContext,
  { user, password, factor, origin }: { user: UserRow; password: string; factor: SecondFactor; origin: RequestOrigin },
): Promise<void> {
  await confirmPassword(context, user, password, origin);
  const box = await secretBoxOf(context);
  const now = context.now();
  const check = await context.db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, { userId: user.id, factor, now, box });
    if (result.kind !== 'ok') return result;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, user.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await recordActivity(tx, {
      userId: user.id,
      kind: 'two_factor_disabled',
      description: 'Two-factor sign-in turned off',
      origin,
      at: now,
    });
    await notifyUser(tx, {
      userId: user.id,
      title: 'Two-factor sign-in is off',
      body: `Signing in now needs only your password. If you did not turn it off, change your password and contact ${context.config.company.supportEmail} at once.`,
      kind: 'warning',
      at: now,
    });
    return result;
  });
  if (check.kind !== 'ok') throw secondFactorRefusal(check, factor, 'invalid');
}
