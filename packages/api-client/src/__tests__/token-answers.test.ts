import { secondFactorChallenge, tokenPair } from '@beurs/domain/contract';
import { describe, expect, it } from 'vitest';
import { readSecondFactorChallenge, readTokenPair } from '../client/token-answers';

const pair = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const challenge = { second_factor_required: true, challenge_token: 'challenge-1', expires_at: '2026-11-23T14:35:00.000Z' };

// Checked against the contract's zod schemas too, so the hand-written readers the client stores
// tokens with accept and refuse what the schemas do.
describe('readTokenPair', () => {
  it.each([
    ['a token pair', pair],
    ['a pair with keys the contract does not name', { ...pair, expiresIn: 900 }],
  ])('accepts %s, keeping only the two tokens', (_case, data) => {
    const parsed = tokenPair.safeParse(data);
    expect(parsed.success).toBe(true);
    expect(readTokenPair(data)).toEqual(parsed.data);
  });

  it.each([
    ['null', null],
    ['an array', [pair.accessToken, pair.refreshToken]],
    ['a missing refresh token', { accessToken: 'access-1' }],
    ['an empty access token', { ...pair, accessToken: '' }],
    ['a token that is not text', { ...pair, refreshToken: 42 }],
    ['a two-factor challenge', challenge],
  ])('refuses %s', (_case, data) => {
    expect(tokenPair.safeParse(data).success).toBe(false);
    expect(readTokenPair(data)).toBeUndefined();
  });
});

describe('readSecondFactorChallenge', () => {
  it.each([
    ['a challenge', challenge],
    ['a challenge expiring at a time with an offset', { ...challenge, expires_at: '2026-11-23T15:35:00+01:00' }],
    ['a challenge expiring at a time without fractions', { ...challenge, expires_at: '2026-11-23T14:35:00Z' }],
    ['a challenge with keys the contract does not name', { ...challenge, method: 'totp' }],
  ])('accepts %s, keeping only its three fields', (_case, data) => {
    const parsed = secondFactorChallenge.safeParse(data);
    expect(parsed.success).toBe(true);
    expect(readSecondFactorChallenge(data)).toEqual(parsed.data);
  });

  it.each([
    ['a token pair', pair],
    ['a challenge not required', { ...challenge, second_factor_required: false }],
    ['an empty challenge token', { ...challenge, challenge_token: '' }],
    ['a missing expiry', { second_factor_required: true, challenge_token: 'challenge-1' }],
    ['an expiry that is not a date-time', { ...challenge, expires_at: 'in five minutes' }],
    ['an expiry without an offset', { ...challenge, expires_at: '2026-11-23T14:35:00' }],
    ['an expiry without seconds', { ...challenge, expires_at: '2026-11-23T14:35Z' }],
  ])('refuses %s', (_case, data) => {
    expect(secondFactorChallenge.safeParse(data).success).toBe(false);
    expect(readSecondFactorChallenge(data)).toBeUndefined();
  });
});
