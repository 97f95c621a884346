import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { AppContext } from '../app-context';
import { sessions, users } from '../db/schema/index';
import type { RequestOrigin } from '../accounts/activity-log';
import { AccessTokenError } from './access-tokens';

/** A session's "last used" is written at most this often, so calls do not each cost a write. */
export const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user row as it is now and the sign-in session of the token. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

/** Reads the bearer token from the Authorization header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Checks an access token and that its session is still live (logout, password change, ending
 * it from another device and refresh-token reuse revoke a session at once, not when the token
 * expires). Notes when the session was last used, and from where, for the list of devices.
 */
export async function authenticateToken(context: AppContext, token: string | null, origin: RequestOrigin | null = null): Promise<Caller> {
  if (!token) throw AppError.unauthorized('Sign in to continue: this call needs a bearer access token.');
  let claims;
  try {
    claims = await context.accessTokens.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError && error.reason === 'expired') throw AppError.tokenExpired();
    throw AppError.unauthorized('Your access token is not valid. Sign in again.');
  }
  const [row] = await context.db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, context.now()),
      ),
    );
  if (!row) throw AppError.unauthorized('Your session has ended. Sign in again.');
  const now = context.now();
  if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await context.db
      .update(sessions)
      .set({ lastUsedAt: now, ...(origin?.ip ? { ip: origin.ip } : {}) })
      .where(eq(sessions.id, claims.sessionId));
  }
  return { user: row.user, sessionId: claims.sessionId };
}
