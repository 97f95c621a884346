import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES, TWO_FACTOR_RULES } from '@beurs/domain';
import type { Tx } from '../../db/database';
import { recoveryCodes, twoFactorSecrets } from '../../db/schema/index';
import { Refusal } from '../../refusals/refusal';
import { formatUtc } from '../../format/format-utc';
import type { SecretBox } from './secret-box';
import { hashRecoveryCode } from './recovery-codes';
import { BEURS_TOTP, matchCode } from './totp';

/** A second factor as a person gives it: a code from the app, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** What checking a second factor found. A wrong code is counted in the same transaction, which must commit. */
export type SecondFactorCheck =
  | { kind: 'ok'; method: 'totp' | 'recovery_code'; recoveryCodesLeft: number }
  | { kind: 'not_enabled' }
  | { kind: 'locked'; until: Date }
  | { kind: 'wrong'; reason: 'wrong' | 'reused'; attemptsLeft: number; lockedUntil: Date | null };

/**
 * Checks a code inside `tx` with the user's two-factor row locked, so parallel guesses are
 * counted one after the other: 5 wrong codes in a row lock the second step for 15 minutes.
 * A code is accepted within ±1 step (30 s) and never twice: its time step must be later than
 * the last accepted one (RFC 6238 section 5.2). A recovery code works once. `pending` checks
 * the secret of an enrolment not yet confirmed (recovery codes do not exist then).
 */
export async function checkSecondFactor(
  tx: Tx,
  options: { userId: string; factor: SecondFactor; now: Date; box: SecretBox; pending?: boolean },
): Promise<SecondFactorCheck> {
  const { userId, factor, now } = options;
  const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for('update');
  if (!row || (options.pending ? row.enabledAt !== null : row.enabledAt === null)) return { kind: 'not_enabled' };
  if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil };
  const failuresSoFar = row.lockedUntil ? 0 : row.failedAttempts;

  let outcome: { ok: true; method: 'totp' | 'recovery_code'; step?: number } | { ok: false; reason: 'wrong' | 'reused' };
  if ('code' in factor) {
    const step = matchCode({
      secret: options.box.open(row.secretCiphertext),
      code: factor.code,
      at: now,
      window: TWO_FACTOR_RULES.window,
      parameters: BEURS_TOTP,
    });
    if (step === null) outcome = { ok: false, reason: 'wrong' };
    else if (row.lastUsedStep !== null && step <= row.lastUsedStep) outcome = { ok: false, reason: 'reused' };
    else outcome = { ok: true, method: 'totp', step };
  } else if (options.pending) {
    outcome = { ok: false, reason: 'wrong' };
  } else {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(factor.recoveryCode)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    outcome = used.length > 0 ? { ok: true, method: 'recovery_code' } : { ok: false, reason: 'wrong' };
  }

  if (outcome.ok) {
    await tx
      .update(twoFactorSecrets)
      .set({ failedAttempts: 0, lockedUntil: null, ...(outcome.step === undefined ? {} : { lastUsedStep: outcome.step }) })
      .where(eq(twoFactorSecrets.userId, userId));
    const left = await tx
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return { kind: 'ok', method: outcome.method, recoveryCodesLeft: left.length };
  }
  const failures = failuresSoFar + 1;
  const lockedUntil = failures >= TWO_FACTOR_RULES.maxFailedAttempts ? new Date(now.getTime() + TWO_FACTOR_RULES.lockMs) : null;
  await tx
    .update(twoFactorSecrets)
    .set({ failedAttempts: lockedUntil ? 0 : failures, lockedUntil })
    .where(eq(twoFactorSecrets.userId, userId));
  return { kind: 'wrong', reason: outcome.reason, attemptsLeft: TWO_FACTOR_RULES.maxFailedAttempts - failures, lockedUntil };
}

function lockedError(until: Date): Refusal {
  return new Refusal(
    'too_many',
    ERROR_CODES.secondFactorLocked,
    `After ${TWO_FACTOR_RULES.maxFailedAttempts} wrong codes in a row, two-factor codes are refused for 15 minutes. Try again after ${formatUtc(until)}.`,
  );
}

/**
 * The refusal for a check that did not pass, naming the field the person must fix. A wrong code
 * is 401 at sign-in, but 400 on a signed-in call: a 401 there makes clients refresh and resend.
 */
export function secondFactorRefusal(
  check: Exclude<SecondFactorCheck, { kind: 'ok' }>,
  factor: SecondFactor,
  wrongKind: 'invalid' | 'unauthenticated',
): Refusal {
  switch (check.kind) {
    case 'not_enabled':
      return Refusal.conflict(ERROR_CODES.conflict, 'Two-factor sign-in is not on for this account.');
    case 'locked':
      return lockedError(check.until);
    case 'wrong': {
      if (check.lockedUntil) return lockedError(check.lockedUntil);
      const field = 'code' in factor ? 'code' : 'recovery_code';
      const what =
        check.reason === 'reused'
          ? 'This code has already been used. Wait for the next code in your authenticator app.'
          : 'code' in factor
            ? 'The code is not correct. Check that the time on your phone is set automatically, and use the newest code.'
            : 'This recovery code is not correct or has already been used.';
      const left = check.attemptsLeft;
      const message = `${what} After ${left} more wrong code${left === 1 ? '' : 's'} in a row, codes are refused for 15 minutes.`;
      return new Refusal(wrongKind, ERROR_CODES.wrongSecondFactor, message, [{ path: field, message: what }]);
    }
    default:
      return check satisfies never;
  }
}
