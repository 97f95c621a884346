import { eq, lt } from 'drizzle-orm';
import { ERROR_CODES } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { signInAttempts } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { formatUtc } from '../accounts/format-utc';

/** Failed sign-ins in a row after which an email is locked: at most ~20 guesses an hour. */
export const SIGN_IN_MAX_FAILURES = 5;
/** How long the lock lasts. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** Failures older than this no longer count: "in a row" means within a day. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Extra wait before answering the n-th failure in a row (index n): slowed, then locked at the 5th. */
export const SIGN_IN_SLOWDOWN_MS = [0, 0, 0, 500, 1000] as const;

/** The outcome of claiming an attempt: go ahead (this is failure number `attempt` if it fails) or locked. */
export type SignInClaim = { kind: 'claimed'; attempt: number; lockedUntil: Date | null } | { kind: 'locked'; until: Date };

/**
 * Counts an attempt for `email` BEFORE the password is checked, so parallel guesses are counted
 * too; a success clears the count again. Works per email address whether or not an account
 * exists, so the answers never tell the two apart.
 */
export async function claimSignInAttempt(context: AppContext, email: string): Promise<SignInClaim> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signInAttempts)
      .values({ email, failures: 0, lastAttemptAt: now })
      .onConflictDoNothing()
      .returning({ email: signInAttempts.email });
    if (inserted.length > 0) {
      // A new address: forget addresses nobody has tried for a day, so the table stays small.
      // (A lock ends 15 minutes after the last attempt, so these rows are never locked.)
      await tx.delete(signInAttempts).where(lt(signInAttempts.lastAttemptAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
    }
    const [row] = await tx.select().from(signInAttempts).where(eq(signInAttempts.email, email)).for('update');
    if (!row) throw new Error(`The sign-in attempt row for ${email} vanished`);
    if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked' as const, until: row.lockedUntil };
    const stale = row.lockedUntil !== null || now.getTime() - row.lastAttemptAt.getTime() > FAILURE_MEMORY_MS;
    const attempt = (stale ? 0 : row.failures) + 1;
    const lockedUntil = attempt >= SIGN_IN_MAX_FAILURES ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : null;
    await tx
      .update(signInAttempts)
      .set({ failures: attempt, lockedUntil, lastAttemptAt: now })
      .where(eq(signInAttempts.email, email));
    return { kind: 'claimed' as const, attempt, lockedUntil };
  });
}

/** A successful sign-in: the failures in a row start again from zero. */
export async function clearSignInAttempts(context: AppContext, email: string): Promise<void> {
  await context.db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

/** The refusal while an email is locked; it says why, for how long, and what to do. */
export function signInLockedError(until: Date, supportEmail: string): AppError {
  return new AppError(
    429,
    ERROR_CODES.accountLocked,
    `Too many failed sign-in attempts: after ${SIGN_IN_MAX_FAILURES} in a row, sign-in is locked for 15 minutes. Try again after ${formatUtc(until)}, or contact ${supportEmail}.`,
  );
}

/** Waits a little longer before answering each further failure in a row. */
export async function slowDownAfterFailure(attempt: number): Promise<void> {
  const delay = SIGN_IN_SLOWDOWN_MS[Math.min(attempt, SIGN_IN_SLOWDOWN_MS.length - 1)] ?? 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
