import { z } from 'zod';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, TWO_FACTOR_RULES } from '../constants/two-factor';
import { tokenPair } from './auth';
import { isoDateTime, typeError } from './primitives';

// Two-factor sign-in (TOTP): extensions of the contract, beyond the contract's §7.

const codeMessage = `Enter the ${TWO_FACTOR_RULES.digits}-digit code from your authenticator app`;

/** A code from an authenticator app: six digits; spaces (as some apps show "123 456") are ignored. */
export const totpCode = z
  .string({ error: typeError('Code', 'text') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(TOTP_CODE_PATTERN, { error: codeMessage }));

/** A recovery code as printed (`abcd-efgh-jkmn`): case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string({ error: typeError('Recovery code', 'text') })
  .max(64, { error: 'A recovery code has 12 letters and digits, like abcd-efgh-jkmn' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, { error: 'A recovery code has 12 letters and digits, like abcd-efgh-jkmn' }));

const password = z
  .string({ error: typeError('Password', 'text') })
  .min(1, { error: 'Password is required' })
  .max(128);

/**
 * The answer of `auth/signin` when the password was right and two-factor sign-in is on
 * (extension): no tokens yet, a short-lived challenge for {@link secondFactorRequest} instead.
 */
export const secondFactorChallenge = z.object({
  second_factor_required: z.literal(true),
  /** Send it back with the code; it works once and until `expires_at`. */
  challenge_token: z.string().min(1),
  expires_at: isoDateTime,
});
z.globalRegistry.add(secondFactorChallenge, { id: 'SecondFactorChallenge' });
/** The type of {@link secondFactorChallenge}. */
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/**
 * What `auth/signin` answers: the spec's token pair, or (extension) a challenge when the
 * account has two-factor sign-in on. Tell them apart with {@link isSecondFactorChallenge}.
 */
export const signinResponse = z.union([tokenPair, secondFactorChallenge]);
/** The type of {@link signinResponse}. */
export type SigninResponse = z.infer<typeof signinResponse>;

/**
 * Whether a sign-in answer asks for the second step.
 *
 * @example
 * const answer = await api.signin({ email, password });
 * if (isSecondFactorChallenge(answer)) showCodeField(answer.challenge_token);
 */
export function isSecondFactorChallenge(answer: SigninResponse): answer is SecondFactorChallenge {
  return 'second_factor_required' in answer && answer.second_factor_required === true;
}

/** Adds the "one of the two" rule: exactly one of `code` and `recovery_code`. */
function oneSecondFactor<TShape extends { code?: string | undefined; recovery_code?: string | undefined }>(
  body: TShape,
  ctx: z.RefinementCtx,
): void {
  const given = [body.code, body.recovery_code].filter((value) => value !== undefined).length;
  if (given === 0) ctx.addIssue({ code: 'custom', path: ['code'], message: `${codeMessage}, or one of your recovery codes` });
  if (given === 2) ctx.addIssue({ code: 'custom', path: ['recovery_code'], message: 'Send either a code or a recovery code, not both' });
}

/** The second step of a sign-in (extension): the challenge with a code or a recovery code. */
export const secondFactorRequest = z
  .object({
    challenge_token: z
      .string({ error: typeError('Challenge token', 'text') })
      .min(1, { error: 'Challenge token is required: sign in with your password first' })
      .max(200),
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .superRefine(oneSecondFactor);
/** What a caller sends: the input type of {@link secondFactorRequest}. */
export type SecondFactorRequest = z.input<typeof secondFactorRequest>;

/** Whether two-factor sign-in is on, since when, and how many recovery codes are unused (extension). */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: isoDateTime.nullable(),
  recovery_codes_left: z.number().int().nonnegative(),
});
/** The type of {@link twoFactorStatus}. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Starting enrolment needs the password: a stolen session alone must not tie the account to someone else's phone. */
export const twoFactorEnrolRequest = z.object({ password });
/** What a caller sends: the input type of {@link twoFactorEnrolRequest}. */
export type TwoFactorEnrolRequest = z.input<typeof twoFactorEnrolRequest>;

/**
 * A new secret, shown once (extension): as an `otpauth://` URI for a QR code and as text to type
 * in. Two-factor sign-in is on only after {@link twoFactorConfirmRequest} proves the app has it.
 */
export const twoFactorEnrolment = z.object({
  /** The shared secret in base32, as authenticator apps take it when typed in. */
  secret: z.string().min(16),
  /** `otpauth://totp/...`: what the QR code holds. */
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
  issuer: z.string(),
  account_name: z.string(),
  digits: z.number().int(),
  period: z.number().int(),
  algorithm: z.string(),
});
/** The type of {@link twoFactorEnrolment}. */
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** Confirms enrolment with the first code the app shows. */
export const twoFactorConfirmRequest = z.object({ code: totpCode });
/** What a caller sends: the input type of {@link twoFactorConfirmRequest}. */
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequest>;

/** The ten recovery codes, shown once when two-factor sign-in is turned on (stored hashed). */
export const recoveryCodesResponse = z.object({
  recovery_codes: z.array(z.string()).length(TWO_FACTOR_RULES.recoveryCodeCount),
});
/** The type of {@link recoveryCodesResponse}. */
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Turning two-factor sign-in off needs the password and a code (or a recovery code). */
export const twoFactorDisableRequest = z
  .object({
    password,
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .superRefine(oneSecondFactor);
/** What a caller sends: the input type of {@link twoFactorDisableRequest}. */
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;
