import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_RULES } from '@beurs/domain';

/** The HMAC digests RFC 6238 defines. */
export type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

/** The parameters of a code: Beurs issues {@link BEURS_TOTP}; the RFC's test vectors use others. */
export interface TotpParameters {
  algorithm: TotpAlgorithm;
  digits: number;
  periodSeconds: number;
}

/** What every authenticator app supports (domain `TWO_FACTOR_RULES`). */
export const BEURS_TOTP: TotpParameters = {
  algorithm: TWO_FACTOR_RULES.algorithm,
  digits: TWO_FACTOR_RULES.digits,
  periodSeconds: TWO_FACTOR_RULES.periodSeconds,
};

function totpOf(secret: Uint8Array, parameters: TotpParameters, label?: { issuer: string; account: string }): TOTP {
  return new TOTP({
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    algorithm: parameters.algorithm,
    digits: parameters.digits,
    period: parameters.periodSeconds,
    ...(label ? { issuer: label.issuer, label: label.account } : {}),
  });
}

/** The time step a moment falls in: seconds since the epoch divided by the period (RFC 6238 "T"). */
export function timeStepOf(at: Date, periodSeconds: number): number {
  return Math.floor(at.getTime() / 1000 / periodSeconds);
}

/** The code an authenticator shows at `at`. */
export function generateCode(secret: Uint8Array, at: Date, parameters: TotpParameters = BEURS_TOTP): string {
  return totpOf(secret, parameters).generate({ timestamp: at.getTime() });
}

/**
 * The time step whose code `code` is, looking `window` steps either side of `at`, or null when
 * it matches none. The caller refuses a step it has accepted before (no reuse within the window).
 */
export function matchCode(options: {
  secret: Uint8Array;
  code: string;
  at: Date;
  window: number;
  parameters?: TotpParameters;
}): number | null {
  const parameters = options.parameters ?? BEURS_TOTP;
  const delta = totpOf(options.secret, parameters).validate({
    token: options.code,
    timestamp: options.at.getTime(),
    window: options.window,
  });
  return delta === null ? null : timeStepOf(options.at, parameters.periodSeconds) + delta;
}

/** A new random secret of 20 bytes (160 bits, the length RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(new Secret({ size: 20 }).buffer);
}

/** The secret in base32, as apps take it when typed in. */
export function base32Of(secret: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(secret).buffer }).base32;
}

/** The `otpauth://totp/...` URI a QR code carries (the Key Uri Format authenticator apps read). */
export function otpauthUri(secret: Uint8Array, label: { issuer: string; account: string }): string {
  return totpOf(secret, BEURS_TOTP, label).toString();
}
