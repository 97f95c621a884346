import { z } from 'zod';
import { API_KEY_SCOPES, MAX_API_KEY_ALLOWED_IPS } from '../constants/trading-api';
import { entityId, isoDateTime } from './primitives';

// API keys for programs: an extension of the contract, beyond the contract's §7. A key stands in
// for a person's session on the calls its scopes open, and never on the account's own security
// (password, PIN, two-factor, withdrawals, devices, keys).

/** A scope a key can carry: `read` (account, orders, market data) or `trade` (open, close, modify, deposit). */
export const apiKeyScope = z.enum(API_KEY_SCOPES, { error: 'A scope is read or trade' });

/** One API key as its owner sees it: never its secret, which is shown once, when it is created. */
export const apiKey = z.object({
  id: entityId,
  /** The owner's name for it, e.g. "Crossover bot". */
  name: z.string(),
  /** The secret's first characters (`bk_live_ab12cd34`), enough to tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(apiKeyScope),
  /** Addresses or networks (CIDR) the key is accepted from; empty means from anywhere. */
  allowed_ips: z.array(z.string()),
  created_at: isoDateTime,
  /** When the key stops working by itself; null when it lasts until revoked. */
  expires_at: isoDateTime.nullable(),
  last_used_at: isoDateTime.nullable(),
  last_used_ip: z.string().nullable(),
  /** When the key was revoked; null while it works. */
  revoked_at: isoDateTime.nullable(),
});
z.globalRegistry.add(apiKey, { id: 'ApiKey' });
/** The type of {@link apiKey}. */
export type ApiKey = z.infer<typeof apiKey>;

/** The caller's keys, live ones first, newest first. */
export const apiKeysResponse = z.object({ keys: z.array(apiKey) });
/** The type of {@link apiKeysResponse}. */
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

/** An IPv4 or IPv6 address, or a network in CIDR notation (`203.0.113.0/24`). */
const allowedIp = z
  .string({ error: 'Each allowed address must be text, like "203.0.113.7" or "203.0.113.0/24"' })
  .trim()
  .refine((value) => isAddressOrNetwork(value), {
    error: (issue) => `"${String(issue.input)}" is not an IP address or a network like 203.0.113.0/24`,
  });

/** Creates a key: a name, at least one scope, and optionally an expiry and an address allow-list. */
export const createApiKeyRequest = z.object({
  name: z
    .string({ error: 'Give the key a name, like "Crossover bot"' })
    .trim()
    .min(1, { error: 'Give the key a name, like "Crossover bot"' })
    .max(60, { error: 'A key name has at most 60 characters' }),
  scopes: z
    .array(apiKeyScope, { error: 'Choose the scopes: ["read"] or ["read", "trade"]' })
    .min(1, { error: 'Choose at least one scope: read or trade' })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  expires_at: isoDateTime.nullable().optional(),
  allowed_ips: z
    .array(allowedIp, { error: 'Allowed addresses must be a list, like ["203.0.113.7"]' })
    .max(MAX_API_KEY_ALLOWED_IPS, { error: `At most ${MAX_API_KEY_ALLOWED_IPS} allowed addresses on one key` })
    .default([]),
});
/** What a caller sends: the input type of {@link createApiKeyRequest}. */
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** A new key with its secret, which is shown this once: store it now, it cannot be read again. */
export const createdApiKey = z.object({
  key: apiKey,
  /** The whole secret (`bk_live_…`), sent as `Authorization: Bearer <secret>` or the socket's `auth.token`. */
  secret: z.string(),
});
z.globalRegistry.add(createdApiKey, { id: 'CreatedApiKey' });
/** The type of {@link createdApiKey}. */
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** Revokes one of the caller's keys: its calls are refused and its sockets disconnected at once. */
export const revokeApiKeyRequest = z.object({ id: entityId });
/** What a caller sends: the input type of {@link revokeApiKeyRequest}. */
export type RevokeApiKeyRequest = z.input<typeof revokeApiKeyRequest>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;

/** Whether `value` is an IPv4 or IPv6 address, optionally with a prefix length. */
export function isAddressOrNetwork(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (address === undefined || extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && IPV6.test(address) && address.includes(':');
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}
