import { z } from 'zod';
import { integer, type Env } from './env-values';

/**
 * The calls an abuse limit guards, each with its own budget: the ones that hash a password,
 * create an account, mint tokens, check a PIN, store a file or send a password-reset email.
 */
export const RATE_LIMIT_FAMILIES = ['signIn', 'signUp', 'refresh', 'secondFactor', 'pin', 'upload', 'passwordReset'] as const;
export type RateLimitFamily = (typeof RATE_LIMIT_FAMILIES)[number];

const familyLimit = z.object({
  /** Requests one client address may make in the window. */
  perIp: z.number().int().min(1),
  /** Requests all addresses together may make in the window (protects the CPU and disk). */
  global: z.number().int().min(1),
  windowSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
});
export type FamilyLimit = z.infer<typeof familyLimit>;

export const rateLimitsSchema = z.object({
  signIn: familyLimit,
  signUp: familyLimit,
  refresh: familyLimit,
  secondFactor: familyLimit,
  pin: familyLimit,
  upload: familyLimit,
  passwordReset: familyLimit,
});
export type RateLimitSettings = z.infer<typeof rateLimitsSchema>;

/**
 * Production defaults: far above what a person does, low enough that one address cannot hash
 * passwords or store files all day. See docs/security.md, "Abuse limits and proxies".
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { perIp: 20, global: 600, windowSeconds: 60 },
  signUp: { perIp: 10, global: 300, windowSeconds: 3600 },
  refresh: { perIp: 60, global: 3000, windowSeconds: 60 },
  secondFactor: { perIp: 10, global: 300, windowSeconds: 60 },
  pin: { perIp: 10, global: 300, windowSeconds: 60 },
  upload: { perIp: 20, global: 500, windowSeconds: 3600 },
  // Each request may send an email and each confirmation hashes a password: a person needs a few.
  passwordReset: { perIp: 10, global: 300, windowSeconds: 900 },
};

/** The environment variable stem of each family: `RATE_LIMIT_SIGN_IN_PER_IP` and so on. */
export const RATE_LIMIT_ENV_NAMES: Record<RateLimitFamily, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  signUp: 'RATE_LIMIT_SIGN_UP',
  refresh: 'RATE_LIMIT_REFRESH',
  secondFactor: 'RATE_LIMIT_SECOND_FACTOR',
  pin: 'RATE_LIMIT_PIN',
  upload: 'RATE_LIMIT_UPLOAD',
  passwordReset: 'RATE_LIMIT_PASSWORD_RESET',
};

/** The limits set through `RATE_LIMIT_<FAMILY>_PER_IP`, `_GLOBAL` and `_WINDOW_SECONDS`; absent ones are left out. */
export function readRateLimitEnv(env: Env, errors: string[]): Partial<Record<RateLimitFamily, Partial<FamilyLimit>>> {
  const result: Partial<Record<RateLimitFamily, Partial<FamilyLimit>>> = {};
  for (const family of RATE_LIMIT_FAMILIES) {
    const stem = RATE_LIMIT_ENV_NAMES[family];
    const values = {
      perIp: integer(env, `${stem}_PER_IP`, errors),
      global: integer(env, `${stem}_GLOBAL`, errors),
      windowSeconds: integer(env, `${stem}_WINDOW_SECONDS`, errors),
    };
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<FamilyLimit>;
    if (Object.keys(set).length > 0) result[family] = set;
  }
  return result;
}
