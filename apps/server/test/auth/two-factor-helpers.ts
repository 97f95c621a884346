import { Secret } from 'otpauth';
import { expect } from 'vitest';
import type { RecoveryCodesResponse, SecondFactorChallenge, TokenPair, TwoFactorEnrolment } from '@beurs/domain';
import { generateCode } from '../../src/auth/two-factor/totp';
import type { TestServer } from '../test-server';
import { call, createAccount, type TestAccount } from '../accounts/test-accounts';

/** An account with two-factor sign-in on: its secret (as the app holds it) and recovery codes. */
export interface TwoFactorAccount extends TestAccount {
  secret: Uint8Array;
  recoveryCodes: string[];
}

/** The code the authenticator app shows now (by the server's pinned clock), `offsetSteps` periods away. */
export function codeNow(server: TestServer, secret: Uint8Array, offsetSteps = 0): string {
  return generateCode(secret, new Date(server.clock.now().getTime() + offsetSteps * 30_000));
}

/** Starts enrolment and reads the secret from the answer, as a person scanning the QR code would. */
export async function enrol(server: TestServer, account: TestAccount): Promise<{ enrolment: TwoFactorEnrolment; secret: Uint8Array }> {
  const response = await call(server, 'enrolTwoFactor', { token: account.accessToken, body: { password: account.password } });
  expect(response.statusCode, response.body).toBe(200);
  const enrolment = response.json<TwoFactorEnrolment>();
  return { enrolment, secret: Secret.fromBase32(enrolment.secret).bytes };
}

/** A fresh account with two-factor sign-in confirmed. Moves the clock a step on, so its first code is spent. */
export async function createTwoFactorAccount(server: TestServer): Promise<TwoFactorAccount> {
  const account = await createAccount(server);
  const { secret } = await enrol(server, account);
  const confirm = await call(server, 'confirmTwoFactor', { token: account.accessToken, body: { code: codeNow(server, secret) } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  server.clock.advance(30_000);
  return { ...account, secret, recoveryCodes: confirm.json<RecoveryCodesResponse>().recovery_codes };
}

/** Signs in with the password and expects the challenge of the second step. */
export async function passwordStep(server: TestServer, account: TestAccount): Promise<SecondFactorChallenge> {
  const response = await call(server, 'signin', { body: { email: account.email, password: account.password } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<SecondFactorChallenge & Partial<TokenPair>>();
  expect(body.second_factor_required).toBe(true);
  expect(body.accessToken).toBeUndefined();
  return body;
}
