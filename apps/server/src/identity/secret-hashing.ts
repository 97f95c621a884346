import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id with m=19 MiB, t=2, p=1: the OWASP recommendation.
// Its Algorithm export is a `const enum`, which isolatedModules cannot import, so we rely on them.

/** Hashes a password or PIN with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

/** Whether `secret` matches `hashed`; a malformed stored hash counts as a mismatch. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    // Only a corrupt stored hash gets here; refusing is the safe answer, and nothing leaks.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

function dummy(): Promise<string> {
  dummyHash ??= hash(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/** Computes the dummy hash ahead, so even the first unknown-email sign-in takes no longer than usual. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Spends the same time as checking a real password, for sign-ins with an unknown email, so the
 * answer's timing does not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  await verifySecret(await dummy(), secret);
  return false;
}
