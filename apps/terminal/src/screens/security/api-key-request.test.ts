import { describe, expect, it } from 'vitest';
import { MAX_API_KEY_ALLOWED_IPS } from '@beurs/domain';
import { allowedIpsOf, apiKeyFieldErrors, apiKeyRequestOf, checkApiKeyRequest, EMPTY_DRAFT } from './api-key-request';

const NOW = new Date('2026-11-29T12:00:00.000Z');

describe('the API key request', () => {
  it('reads the allow-list one per line or separated by commas, blanks dropped', () => {
    expect(allowedIpsOf(' 203.0.113.7\n198.51.100.0/24 ,, 2001:db8::/32,\n\n')).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::/32',
    ]);
    expect(allowedIpsOf('   ')).toEqual([]);
  });

  it('sends read only and no expiry by default, the name trimmed', () => {
    expect(apiKeyRequestOf({ ...EMPTY_DRAFT, name: '  Crossover bot ' }, NOW)).toEqual({
      name: 'Crossover bot',
      scopes: ['read'],
      expires_at: null,
      allowed_ips: [],
    });
  });

  it('counts an expiry from now and sends both scopes for read and trade', () => {
    const request = apiKeyRequestOf({ name: 'Bot', access: 'trade', expiry: '90', allowedIps: '203.0.113.7' }, NOW);
    expect(request).toEqual({
      name: 'Bot',
      scopes: ['read', 'trade'],
      expires_at: '2027-02-27T12:00:00.000Z',
      allowed_ips: ['203.0.113.7'],
    });
    expect(apiKeyRequestOf({ ...EMPTY_DRAFT, name: 'Bot', expiry: '365' }, NOW).expires_at).toBe('2027-11-29T12:00:00.000Z');
    expect(apiKeyRequestOf({ ...EMPTY_DRAFT, name: 'Bot', expiry: '30' }, NOW).expires_at).toBe('2026-12-29T12:00:00.000Z');
  });

  it("refuses what the server would, in the contract's words, one message per form field", () => {
    expect(checkApiKeyRequest(apiKeyRequestOf({ ...EMPTY_DRAFT, name: 'Bot', allowedIps: '203.0.113.7, 2001:db8::1' }, NOW))).toEqual({});
    expect(
      checkApiKeyRequest(apiKeyRequestOf({ ...EMPTY_DRAFT, name: ' ', allowedIps: '203.0.113.7\n300.1.2.3\nlocalhost' }, NOW)),
    ).toEqual({
      name: 'Give the key a name, like "Crossover bot"',
      allowed_ips: '"300.1.2.3" is not an IP address or a network like 203.0.113.0/24',
    });
    expect(checkApiKeyRequest(apiKeyRequestOf({ ...EMPTY_DRAFT, name: 'x'.repeat(61) }, NOW))).toEqual({
      name: 'A key name has at most 60 characters',
    });
    const many = Array.from({ length: MAX_API_KEY_ALLOWED_IPS + 1 }, (_, index) => `203.0.113.${index}`).join('\n');
    expect(checkApiKeyRequest(apiKeyRequestOf({ ...EMPTY_DRAFT, name: 'Bot', allowedIps: many }, NOW))).toEqual({
      allowed_ips: `At most ${MAX_API_KEY_ALLOWED_IPS} allowed addresses on one key`,
    });
  });

  it("marks the server's refusal of one allow-list entry on the allow-list field", () => {
    expect(apiKeyFieldErrors({ 'allowed_ips.1': 'Not an address', name: 'Taken' })).toEqual({
      allowed_ips: 'Not an address',
      name: 'Taken',
    });
  });
});
