import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES, type TokenPair } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { refreshTokens, sessions } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import type { RequestOrigin } from '../activity/activity-log';

/**
 * A refresh token presented again within this long after its first use is refused without
 * ending the session: the client's HTTP refresh and its socket refresh can race with the same
 * token. Later reuse means someone else holds a copy, and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

async function issuePair(context: AppContext, tx: DbOrTx, userId: string, sessionId: string): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId, createdAt: context.now() });
  const accessToken = await context.accessTokens.sign({ userId, sessionId });
  return { accessToken, refreshToken };
}

/**
 * Starts a sign-in session (a refresh-token family that lives 12 hours at most) and issues its
 * first pair. The origin names the device in the user's list of sessions.
 */
export async function startSession(
  context: AppContext,
  userId: string,
  origin: RequestOrigin | null = null,
): Promise<TokenPair & { sessionId: string }> {
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const [session] = await tx
      .insert(sessions)
      .values({
        userId,
        userAgent: origin?.userAgent ?? null,
        ip: origin?.ip ?? null,
        lastUsedAt: now,
        createdAt: now,
        expiresAt: new Date(now.getTime() + context.config.refreshTokenMaxAgeSeconds * 1000),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('The session was not created');
    return { ...(await issuePair(context, tx, userId, session.id)), sessionId: session.id };
  });
}

/** The result of a rotation: the new pair and whose session it is. */
export interface RotatedSession extends TokenPair {
  userId: string;
  sessionId: string;
}

/**
 * Exchanges a refresh token for a new pair (product rules, Sessions: rotated on every use). A token used again
 * after the grace window revokes its whole session: someone else holds a copy. Concurrent
 * refreshes with one token produce exactly one new pair; the others are refused.
 */
export async function rotateRefreshToken(
  context: AppContext,
  refreshToken: string | null | undefined,
  origin: RequestOrigin | null = null,
): Promise<RotatedSession> {
  if (!refreshToken) throw new Refusal('unauthenticated', ERROR_CODES.unauthorized, 'Send the refresh token in the Refresh header.');
  const tokenHash = hashToken(refreshToken);
  const outcome = await context.db.transaction(async (tx) => {
    const now = context.now();
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    if (!row) return { kind: 'unknown' as const };
    if (row.session.revokedAt) return { kind: 'revoked' as const };
    if (row.session.expiresAt <= now) return { kind: 'expired' as const };
    if (row.token.usedAt && now.getTime() - row.token.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      return { kind: 'raced' as const };
    }
    if (row.token.usedAt) {
      await tx.update(sessions).set({ revokedAt: now, revokedReason: 'refresh token reused' }).where(eq(sessions.id, row.session.id));
      return { kind: 'reused' as const, sessionId: row.session.id };
    }
    // Only the transaction that flips used_at from null wins; a concurrent one finds it used.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length === 0) return { kind: 'raced' as const };
    await tx
      .update(sessions)
      .set({ lastUsedAt: now, ...(origin?.ip ? { ip: origin.ip } : {}) })
      .where(eq(sessions.id, row.session.id));
    const pair = await issuePair(context, tx, row.session.userId, row.session.id);
    return { kind: 'rotated' as const, pair, userId: row.session.userId, sessionId: row.session.id };
  });
  switch (outcome.kind) {
    case 'rotated':
      return { ...outcome.pair, userId: outcome.userId, sessionId: outcome.sessionId };
    case 'reused':
      context.sessions.forget(outcome.sessionId);
      context.realtime.disconnectSession(outcome.sessionId);
      throw new Refusal(
        'unauthenticated',
        ERROR_CODES.sessionRevoked,
        'This refresh token was already used, so the session was ended for safety. Sign in again.',
      );
    case 'raced':
      throw new Refusal(
        'unauthenticated',
        ERROR_CODES.unauthorized,
        'This refresh token has just been used by another request; use the tokens it returned.',
      );
    case 'expired':
      throw new Refusal('unauthenticated', ERROR_CODES.sessionRevoked, 'Your session has reached its 12-hour limit. Sign in again.');
    case 'revoked':
      throw new Refusal('unauthenticated', ERROR_CODES.sessionRevoked, 'Your session has ended. Sign in again.');
    case 'unknown':
      throw new Refusal('unauthenticated', ERROR_CODES.unauthorized, 'This refresh token is not valid. Sign in again.');
    default:
      return outcome satisfies never;
  }
}

/** Ends one session (logout) or every session of a user (password change, freeze). */
export async function revokeSessions(
  context: AppContext,
  target: { sessionId: string } | { userId: string },
  reason: string,
): Promise<void> {
  const condition = 'sessionId' in target ? eq(sessions.id, target.sessionId) : eq(sessions.userId, target.userId);
  const ended = await context.db
    .update(sessions)
    .set({ revokedAt: context.now(), revokedReason: reason })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Every process hears the end when it commits; this one refuses the session from now on.
  for (const { id } of ended) context.sessions.forget(id);
}
