import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@beurs/domain';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Characters of the part that finds a key's row: stored in clear, unique. */
export const API_KEY_LOOKUP_LENGTH = 12;
/** Characters of the secret part: 32 base62 characters are 190 random bits. */
export const API_KEY_SECRET_LENGTH = 32;

const SECRET_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9A-Za-z]{${API_KEY_LOOKUP_LENGTH}})_[0-9A-Za-z]{${API_KEY_SECRET_LENGTH}}$`);

/** A new key's secret as its owner receives it once, and what is stored of it. */
export interface NewApiKeySecret {
  /** `bk_live_<lookup>_<secret>`: shown once, never stored. */
  secret: string;
  lookup: string;
  /** SHA-256 of the whole secret, hex. */
  secretHash: string;
  /** `bk_live_<lookup>`: what the owner sees to tell keys apart. */
  prefix: string;
}

/** `length` random base62 characters, without the bias of a plain modulo (bytes ≥ 248 are drawn again). */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      text += BASE62[byte % 62];
      if (text.length === length) break;
    }
  }
  return text;
}

/** A fresh secret. */
export function newApiKeySecret(): NewApiKeySecret {
  const lookup = randomBase62(API_KEY_LOOKUP_LENGTH);
  const secret = `${API_KEY_PREFIX}${lookup}_${randomBase62(API_KEY_SECRET_LENGTH)}`;
  return { secret, lookup, secretHash: hashApiKeySecret(secret), prefix: apiKeyPrefix(lookup) };
}

/** What the owner is shown of a key: `bk_live_<lookup>`. */
export function apiKeyPrefix(lookup: string): string {
  return `${API_KEY_PREFIX}${lookup}`;
}

/** Whether a bearer token is meant as an API key (it may still be malformed or unknown). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The lookup part of a well-formed secret, or null. */
export function lookupOf(secret: string): string | null {
  return SECRET_PATTERN.exec(secret)?.[1] ?? null;
}

/**
 * SHA-256 of the whole secret. A slow hash protects guessable passwords; a secret of 190 random
 * bits cannot be guessed, so a fast hash keeps every call cheap.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` hashes to `secretHash`, compared in constant time. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const presented = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
