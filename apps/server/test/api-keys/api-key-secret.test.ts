import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '@beurs/domain';
import { hashApiKeySecret, isApiKeyToken, lookupOf, newApiKeySecret, secretMatches } from '../../src/identity/api-key-secret';
import { describeUse } from '../../src/identity/api-key-usage';

describe('API key secrets', () => {
  it('are bk_live_, 12 base62 characters of lookup, and 32 of secret, each one new', () => {
    const made = Array.from({ length: 50 }, () => newApiKeySecret());
    for (const key of made) {
      expect(key.secret).toMatch(/^bk_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$/);
      expect(key.prefix).toBe(`${API_KEY_PREFIX}${key.lookup}`);
      expect(lookupOf(key.secret)).toBe(key.lookup);
      expect(isApiKeyToken(key.secret)).toBe(true);
    }
    expect(new Set(made.map((key) => key.secret)).size).toBe(made.length);
  });

  it('are stored as their SHA-256 and compared against it', () => {
    const key = newApiKeySecret();
    expect(key.secretHash).toBe(hashApiKeySecret(key.secret));
    expect(secretMatches(key.secret, key.secretHash)).toBe(true);
    expect(secretMatches(`${key.secret.slice(0, -1)}${key.secret.endsWith('A') ? 'B' : 'A'}`, key.secretHash)).toBe(false);
    expect(secretMatches(key.secret, 'not hex')).toBe(false);
  });

  it('tell a malformed secret from a well-formed one', () => {
    expect(lookupOf('bk_live_short')).toBeNull();
    expect(lookupOf('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBeNull();
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });
});

describe("a key's minute of calls in the activity log", () => {
  it('names the key, the calls largest first, and the address', () => {
    const perCall = new Map([
      ['openOrder', 12],
      ['getSymbols', 30],
    ]);
    expect(describeUse({ name: 'Crossover bot', ip: '203.0.113.7', total: 42, perCall })).toBe(
      'API key "Crossover bot" made 42 calls from 203.0.113.7: 30 getSymbols, 12 openOrder',
    );
    expect(describeUse({ name: 'One', ip: null, total: 1, perCall: new Map([['getUser', 1]]) })).toBe(
      'API key "One" made 1 call: 1 getUser',
    );
  });
});
