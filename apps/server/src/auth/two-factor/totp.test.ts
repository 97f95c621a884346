import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { BEURS_TOTP, base32Of, generateCode, matchCode, newTotpSecret, otpauthUri, timeStepOf, type TotpAlgorithm } from './totp';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the digest's length
// (20 bytes for SHA-1, 32 for SHA-256, 64 for SHA-512), 8 digits, a 30-second period.
const SEEDS: Record<TotpAlgorithm, Uint8Array> = {
  SHA1: new TextEncoder().encode('12345678901234567890'),
  SHA256: new TextEncoder().encode('12345678901234567890123456789012'),
  SHA512: new TextEncoder().encode('1234567890123456789012345678901234567890123456789012345678901234'),
};

const VECTORS: ReadonlyArray<{ seconds: number; codes: Record<TotpAlgorithm, string> }> = [
  { seconds: 59, codes: { SHA1: '94287082', SHA256: '46119246', SHA512: '90693936' } },
  { seconds: 1111111109, codes: { SHA1: '07081804', SHA256: '68084774', SHA512: '25091201' } },
  { seconds: 1111111111, codes: { SHA1: '14050471', SHA256: '67062674', SHA512: '99943326' } },
  { seconds: 1234567890, codes: { SHA1: '89005924', SHA256: '91819424', SHA512: '93441116' } },
  { seconds: 2000000000, codes: { SHA1: '69279037', SHA256: '90698825', SHA512: '38618901' } },
  { seconds: 20000000000, codes: { SHA1: '65353130', SHA256: '77737706', SHA512: '47863826' } },
];

describe('TOTP (RFC 6238)', () => {
  for (const algorithm of ['SHA1', 'SHA256', 'SHA512'] as const) {
    for (const { seconds, codes } of VECTORS) {
      it(`gives the RFC's ${algorithm} code at T = ${seconds} s`, () => {
        const parameters = { algorithm, digits: 8, periodSeconds: 30 };
        const at = new Date(seconds * 1000);
        expect(generateCode(SEEDS[algorithm], at, parameters)).toBe(codes[algorithm]);
        expect(matchCode({ secret: SEEDS[algorithm], code: codes[algorithm], at, window: 0, parameters })).toBe(Math.floor(seconds / 30));
      });
    }
  }

  it('accepts the codes of one step before and after, and no further (±30 s)', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-23T14:30:10.000Z');
    const step = timeStepOf(at, 30);
    const codeAt = (offsetSteps: number) => generateCode(secret, new Date(at.getTime() + offsetSteps * 30_000));
    expect(matchCode({ secret, code: codeAt(0), at, window: 1 })).toBe(step);
    expect(matchCode({ secret, code: codeAt(-1), at, window: 1 })).toBe(step - 1);
    expect(matchCode({ secret, code: codeAt(1), at, window: 1 })).toBe(step + 1);
    expect(matchCode({ secret, code: codeAt(-2), at, window: 1 })).toBeNull();
    expect(matchCode({ secret, code: codeAt(2), at, window: 1 })).toBeNull();
  });

  it('issues 160-bit secrets as base32 and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toHaveLength(20);
    const text = base32Of(secret);
    expect(Secret.fromBase32(text).bytes).toEqual(secret);
    const uri = new URL(otpauthUri(secret, { issuer: 'Beurs Demo Broker', account: 'ada@example.com' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Beurs Demo Broker:ada@example.com');
    expect(uri.searchParams.get('secret')).toBe(text);
    expect(uri.searchParams.get('issuer')).toBe('Beurs Demo Broker');
    expect(uri.searchParams.get('algorithm')).toBe(BEURS_TOTP.algorithm);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
