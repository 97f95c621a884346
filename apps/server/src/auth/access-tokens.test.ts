import { describe, expect, it } from 'vitest';
import { AccessTokenError, createAccessTokenService } from '../identity/access-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

function clockAt(iso: string) {
  let now = new Date(iso).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function refusal(promise: Promise<unknown>): Promise<AccessTokenError['reason']> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AccessTokenError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe('access tokens', () => {
  it('gives the same claims each time a token is checked', async () => {
    const clock = clockAt('2026-03-02T10:00:00Z');
    const tokens = createAccessTokenService({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    const token = await tokens.sign({ userId: 'u-1', sessionId: 's-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionId: 's-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionId: 's-1' });
  });

  it('refuses as expired a token checked before, once its lifetime is over, to the second', async () => {
    const clock = clockAt('2026-03-02T10:00:00Z');
    const tokens = createAccessTokenService({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    const token = await tokens.sign({ userId: 'u-1', sessionId: 's-1' });
    await tokens.verify(token);
    clock.advance(899_999);
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionId: 's-1' });
    clock.advance(1);
    expect(await refusal(tokens.verify(token))).toBe('expired');
    expect(await refusal(tokens.verify(token))).toBe('expired');
  });

  it('refuses a token altered by one character, even after the original was accepted', async () => {
    const clock = clockAt('2026-03-02T10:00:00Z');
    const tokens = createAccessTokenService({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    const token = await tokens.sign({ userId: 'u-1', sessionId: 's-1' });
    await tokens.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'u-2' }),
    ).toString('base64url');
    expect(await refusal(tokens.verify(`${header}.${otherPayload}.${signature}`))).toBe('invalid');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await refusal(tokens.verify(`${header}.${payload}.${flipped}`))).toBe('invalid');
  });

  it('refuses a token signed with another secret', async () => {
    const clock = clockAt('2026-03-02T10:00:00Z');
    const other = createAccessTokenService({ secret: `${SECRET}-other`, ttlSeconds: 900, now: clock.now });
    const tokens = createAccessTokenService({ secret: SECRET, ttlSeconds: 900, now: clock.now });
    expect(await refusal(tokens.verify(await other.sign({ userId: 'u-1', sessionId: 's-1' })))).toBe('invalid');
  });
});
