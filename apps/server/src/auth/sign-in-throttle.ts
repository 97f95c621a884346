import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { normalizeIP } from '@fastify/rate-limit';
import { ERROR_CODES } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { activities, signInCounters } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { formatUtc } from '../format/format-utc';

/** Failed sign-ins in a row, on one account from one address, after which that pair is locked. */
export const SIGN_IN_MAX_FAILURES = 5;
/** How long a pair's lock lasts. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** Failures on one account (from every address) answered without a wait; after them, new addresses wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait between attempts on one account from an address it never signed in from. */
export const ACCOUNT_MAX_WAIT_MS = 2 * 60 * 1000;
/** Failures from one address (on every account) answered without a wait; after that, it waits. */
export const ADDRESS_FREE_FAILURES = 10;
/** The longest wait between attempts from one address. */
export const ADDRESS_MAX_WAIT_MS = 5 * 60 * 1000;
/** An address the account signed in from this recently is its owner's: no account or address wait there. */
const REMEMBERED_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
/** Failures older than this no longer count: counters start again after a quiet day. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

type Scope = 'pair' | 'account' | 'address';

/** Who is trying: the email typed (an account or not), the client address, and the account when it exists. */
export interface SignInAttempt {
  email: string;
  ip: string | null;
  userId: string | null;
}

/**
 * The outcome of claiming an attempt: go ahead (failure `attempt` in a row from this address if
 * it fails), the pair is locked, or this account or address must wait before the next attempt.
 */
export type SignInClaim =
  | { kind: 'claimed'; attempt: number; lockedUntil: Date | null; remembered: boolean }
  | { kind: 'locked'; until: Date }
  | { kind: 'slowed'; scope: 'account' | 'address'; until: Date };

interface CounterRow {
  scope: string;
  subject: string;
  failures: number;
  blockedUntil: Date | null;
  lastAttemptAt: Date;
}

/** The wait after the n-th failure: none for the free ones, then one second, doubling up to the cap. */
function waitAfter(failures: number, free: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(failures - free, 20));
}

function subjectsOf(attempt: SignInAttempt): Record<Scope, string> {
  // One IPv6 /64 is one subscriber's network (as the rate limits count it), not 2^64 addresses.
  const ip = attempt.ip ? normalizeIP(attempt.ip) : 'unknown';
  return { account: attempt.email, address: ip, pair: `${attempt.email} ${ip}` };
}

/** Whether the account signed in from this address lately: then it is the owner's, not a stranger's. */
async function isRememberedAddress(db: DbOrTx, attempt: SignInAttempt, now: Date): Promise<boolean> {
  if (!attempt.userId || !attempt.ip) return false;
  const [row] = await db
    .select({ at: activities.createdAt })
    .from(activities)
    .where(
      and(
        eq(activities.userId, attempt.userId),
        eq(activities.kind, 'sign_in'),
        eq(activities.ip, attempt.ip),
        gt(activities.createdAt, new Date(now.getTime() - REMEMBERED_ADDRESS_MS)),
      ),
    )
    .orderBy(desc(activities.createdAt))
    .limit(1);
  return row !== undefined;
}

async function lockCounter(tx: DbOrTx, scope: Scope, subject: string, now: Date): Promise<CounterRow> {
  const [row] = await tx
    .select()
    .from(signInCounters)
    .where(and(eq(signInCounters.scope, scope), eq(signInCounters.subject, subject)))
    .for('update');
  if (!row) throw new Error(`The sign-in counter ${scope} ${subject} vanished`);
  // A quiet day forgets the failures (and a lock or wait, which never lasts that long).
  return now.getTime() - row.lastAttemptAt.getTime() > FAILURE_MEMORY_MS ? { ...row, failures: 0, blockedUntil: null } : row;
}

async function saveCounter(tx: DbOrTx, row: CounterRow): Promise<void> {
  await tx
    .update(signInCounters)
    .set({ failures: row.failures, blockedUntil: row.blockedUntil, lastAttemptAt: row.lastAttemptAt })
    .where(and(eq(signInCounters.scope, row.scope), eq(signInCounters.subject, row.subject)));
}

/**
 * Counts an attempt BEFORE the password is checked, so parallel guesses are counted too; a
 * success takes it back. Three counters: the account-and-address pair locks after
 * {@link SIGN_IN_MAX_FAILURES} in a row, so a stranger's guesses lock only the stranger; the
 * account's and the address's failures over every address and account make the next attempt
 * wait (never a lock), and the account's wait does not apply where the owner signed in before.
 * Known and unknown emails are counted alike, so the answers never tell them apart.
 */
export async function claimSignInAttempt(context: AppContext, attempt: SignInAttempt): Promise<SignInClaim> {
  const now = context.now();
  const subjects = subjectsOf(attempt);
  const remembered = await isRememberedAddress(context.db, attempt, now);
  return context.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signInCounters)
      .values(
        (['account', 'address', 'pair'] as const).map((scope) => ({ scope, subject: subjects[scope], failures: 0, lastAttemptAt: now })),
      )
      .onConflictDoNothing()
      .returning({ scope: signInCounters.scope });
    if (inserted.length > 0) {
      // New counters: forget the ones nobody touched for a day, so the table stays small.
      await tx.delete(signInCounters).where(lt(signInCounters.lastAttemptAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
    }
    // Always account, address, pair: one order for every transaction, so two never wait on each other.
    const account = await lockCounter(tx, 'account', subjects.account, now);
    const address = await lockCounter(tx, 'address', subjects.address, now);
    const pair = await lockCounter(tx, 'pair', subjects.pair, now);
    if (pair.blockedUntil && pair.blockedUntil > now) return { kind: 'locked' as const, until: pair.blockedUntil };
    const pairFailures = (pair.blockedUntil ? 0 : pair.failures) + 1;
    const lockedUntil = pairFailures >= SIGN_IN_MAX_FAILURES ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : null;
    // The owner's own address answers to its pair's lock alone: it neither waits nor makes others wait.
    if (remembered) {
      await saveCounter(tx, { ...pair, failures: pairFailures, blockedUntil: lockedUntil, lastAttemptAt: now });
      return { kind: 'claimed' as const, attempt: pairFailures, lockedUntil, remembered };
    }
    if (account.blockedUntil && account.blockedUntil > now)
      return { kind: 'slowed' as const, scope: 'account' as const, until: account.blockedUntil };
    if (address.blockedUntil && address.blockedUntil > now)
      return { kind: 'slowed' as const, scope: 'address' as const, until: address.blockedUntil };
    await saveCounter(tx, { ...pair, failures: pairFailures, blockedUntil: lockedUntil, lastAttemptAt: now });
    for (const [row, free, maxMs] of [
      [account, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_WAIT_MS],
      [address, ADDRESS_FREE_FAILURES, ADDRESS_MAX_WAIT_MS],
    ] as const) {
      const failures = row.failures + 1;
      const waitMs = waitAfter(failures, free, maxMs);
      await saveCounter(tx, {
        ...row,
        failures,
        blockedUntil: waitMs > 0 ? new Date(now.getTime() + waitMs) : row.blockedUntil,
        lastAttemptAt: now,
      });
    }
    return { kind: 'claimed' as const, attempt: pairFailures, lockedUntil, remembered };
  });
}

/**
 * A successful sign-in: the pair's failures in a row start again from zero, and the attempt
 * claimed on the account and the address (from an address not remembered) is taken back. Their
 * earlier failures stay: a right password on the attacker's own account must not wipe the count
 * of guesses at others.
 */
export async function clearSignInAttempts(
  context: AppContext,
  attempt: SignInAttempt,
  claim: Extract<SignInClaim, { kind: 'claimed' }>,
): Promise<void> {
  const subjects = subjectsOf(attempt);
  await context.db.transaction(async (tx) => {
    await tx.delete(signInCounters).where(and(eq(signInCounters.scope, 'pair'), eq(signInCounters.subject, subjects.pair)));
    if (claim.remembered) return;
    for (const scope of ['account', 'address'] as const) {
      const [row] = await tx
        .select()
        .from(signInCounters)
        .where(and(eq(signInCounters.scope, scope), eq(signInCounters.subject, subjects[scope])))
        .for('update');
      if (row && row.failures > 0) await saveCounter(tx, { ...row, failures: row.failures - 1 });
    }
  });
}

function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** The refusal while a pair is locked; it says why, for how long, and what to do. */
export function signInLockedError(context: AppContext, until: Date): Refusal {
  return new Refusal(
    'too_many',
    ERROR_CODES.accountLocked,
    `Too many failed sign-in attempts from your address: after ${SIGN_IN_MAX_FAILURES} in a row, sign-in to this account from here is locked for 15 minutes. Try again after ${formatUtc(until)}, or contact ${context.config.company.supportEmail}.`,
    undefined,
    { retryAfterSeconds: secondsUntil(until, context.now()) },
  );
}

/** The refusal while an account or an address must wait before its next attempt. */
export function signInSlowedError(context: AppContext, claim: { scope: 'account' | 'address'; until: Date }): Refusal {
  const seconds = secondsUntil(claim.until, context.now());
  const wait = `${seconds} second${seconds === 1 ? '' : 's'}`;
  const message =
    claim.scope === 'account'
      ? `This account has had many failed sign-in attempts, so sign-in from a new address is slowed down. Try again in ${wait}; from an address you signed in from before, you can sign in now.`
      : `Too many failed sign-in attempts from your address, on one or more accounts. Try again in ${wait}.`;
  return new Refusal('too_many', ERROR_CODES.tooManyRequests, message, undefined, { retryAfterSeconds: seconds });
}

/** The refusal for a claim that is not allowed to go ahead. */
export function signInRefusal(context: AppContext, claim: Exclude<SignInClaim, { kind: 'claimed' }>): Refusal {
  return claim.kind === 'locked' ? signInLockedError(context, claim.until) : signInSlowedError(context, claim);
}
