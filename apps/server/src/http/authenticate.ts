import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../refusals/refusal';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import type { RequestOrigin } from '../activity/activity-log';
import { AccessTokenError, type AccessClaims } from '../identity/access-tokens';
import type { LiveSession } from '../identity/session-directory';

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
 * The claims of a bearer access token whose signature and expiry hold, whether or not its session
 * is still live (logout asks only this much). Refuses a missing, malformed or expired token.
 */
export async function verifiedClaims(context: AppContext, token: string | null): Promise<AccessClaims> {
  if (!token) throw Refusal.unauthorized('Sign in to continue: this call needs a bearer access token.');
  try {
    return await context.accessTokens.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError && error.reason === 'expired') throw Refusal.tokenExpired();
    throw Refusal.unauthorized('Your access token is not valid. Sign in again.');
  }
}

/**
 * Checks an access token and that its session is still live (logout, password change, ending
 * it from another device and refresh-token reuse revoke a session at once, not when the token
 * expires). The session is checked in this process's memory of live sessions when it holds it
 * (identity/session-directory.ts), so this costs no query on the hot path.
 */
export async function authenticateSession(
  context: AppContext,
  token: string | null,
  origin: RequestOrigin | null = null,
): Promise<LiveSession> {
  const claims = await verifiedClaims(context, token);
  const session = { userId: claims.userId, sessionId: claims.sessionId };
  await context.sessions.check(session, origin);
  return session;
}

/** {@link authenticateSession}, then the caller's user row as it is now: one indexed query. */
export async function authenticateToken(context: AppContext, token: string | null, origin: RequestOrigin | null = null): Promise<Caller> {
  const session = await authenticateSession(context, token, origin);
  const [user] = await context.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw Refusal.unauthorized('Your session has ended. Sign in again.');
  return { user, sessionId: session.sessionId };
}
