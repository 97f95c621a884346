import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  isSecondFactorChallenge,
  recoveryCode,
  secondFactorRequest,
  signinResponse,
  totpCode,
  twoFactorDisableRequest,
} from '../index';

describe('two-factor contract', () => {
  it('takes a six-digit code, ignoring the space some apps show', () => {
    expect(totpCode.parse('123 456')).toBe('123456');
    expect(totpCode.safeParse('12345').error?.issues[0]?.message).toBe('Enter the 6-digit code from your authenticator app');
    expect(totpCode.safeParse('12345a').success).toBe(false);
  });

  it('reads a recovery code however it is typed: case, spaces and dashes do not matter', () => {
    expect(recoveryCode.parse('ABCD-EFGH-JKMN')).toBe('abcdefghjkmn');
    expect(recoveryCode.parse(' abcd efgh jkmn ')).toBe('abcdefghjkmn');
    // 0, 1, i, l and o never appear in a code: they are too easily misread.
    expect(recoveryCode.safeParse('abcd-efgh-jkm0').error?.issues[0]?.message).toBe(
      'A recovery code has 12 letters and digits, like abcd-efgh-jkmn',
    );
  });

  it('needs exactly one of a code and a recovery code', () => {
    expect(secondFactorRequest.safeParse({ challenge_token: 'c' }).error?.issues[0]).toMatchObject({ path: ['code'] });
    expect(
      secondFactorRequest.safeParse({ challenge_token: 'c', code: '123456', recovery_code: 'abcd-efgh-jkmn' }).error?.issues[0],
    ).toMatchObject({
      path: ['recovery_code'],
      message: 'Send either a code or a recovery code, not both',
    });
    expect(twoFactorDisableRequest.parse({ password: 'x', recovery_code: 'ABCD EFGH JKMN' })).toEqual({
      password: 'x',
      recovery_code: 'abcdefghjkmn',
    });
  });

  it('answers sign-in with the token pair, or a challenge a guard tells apart', () => {
    const pair = signinResponse.parse({ accessToken: 'a', refreshToken: 'r' });
    const challenge = signinResponse.parse({ second_factor_required: true, challenge_token: 't', expires_at: '2026-11-23T14:35:00.000Z' });
    expect(isSecondFactorChallenge(pair)).toBe(false);
    expect(isSecondFactorChallenge(challenge)).toBe(true);
    expect(ENDPOINTS.signin.response).toBe(signinResponse);
  });
});
