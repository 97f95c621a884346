import type { SecondFactorChallenge, TokenPair } from '@beurs/domain/contract';

// Written by hand rather than with the contract's zod `tokenPair` and `secondFactorChallenge`, so
// the client stores tokens without bundling zod. Each accepts what its schema accepts for the
// shapes a server sends (tests hold them side by side) and keeps only the fields it names.

/** An ISO 8601 date-time with seconds and an offset, as `isoDateTime` of the contract requires. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** The token pair in `data` (two non-empty strings), or `undefined` when it is not one. */
export function readTokenPair(data: unknown): TokenPair | undefined {
  if (!isRecord(data) || !isFilledText(data.accessToken) || !isFilledText(data.refreshToken)) return undefined;
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** The two-factor challenge `signin` answers when the account has two-factor sign-in on, or `undefined`. */
export function readSecondFactorChallenge(data: unknown): SecondFactorChallenge | undefined {
  if (!isRecord(data) || data.second_factor_required !== true || !isFilledText(data.challenge_token)) return undefined;
  const expiresAt = data.expires_at;
  if (typeof expiresAt !== 'string' || !ISO_DATE_TIME.test(expiresAt) || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { second_factor_required: true, challenge_token: data.challenge_token, expires_at: expiresAt };
}
