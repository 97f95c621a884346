import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { AppContext } from '../app-context';
import { sessions, users } from '../db/schema/index';
import { AccessTokenError } from './access-tokens';

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
 * Checks an access token and that its session is still live (logout, password change and
 * refresh-token reuse revoke a session at once, not when the token expires).
 */
export async function authenticateToken(context: AppContext, token: string | null): Promise<Caller> {
  if (!token) throw AppError.unauthorized('Sign in to continue: this call needs a bearer access token.');
  let claims;
  try {
    claims = await context.accessTokens.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError && error.reason === 'expired') throw AppError.tokenExpired();
    throw AppError.unauthorized('Your access token is not valid. Sign in again.');
  }
  const [row] = await context.db
    .select({ user: users })
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
  return { user: row.user, sessionId: claims.sessionId };
}
