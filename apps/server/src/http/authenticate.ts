import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiKeyScope } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import type { RequestOrigin } from '../activity/activity-log';
import { AccessTokenError, type AccessClaims } from '../identity/access-tokens';
import type { LiveSession } from '../identity/session-directory';
import { isApiKeyToken } from '../identity/api-key-secret';

export type UserRow = typeof users.$inferSelect;

/** A person signed in: the sign-in session of their access token. */
export interface SessionCredential {
  readonly kind: 'session';
  readonly sessionId: string;
}

/** A program: the API key it sent. */
export interface ApiKeyCredential {
  readonly kind: 'api_key';
  readonly apiKeyId: string;
  /** The owner's name for the key, for the activity log. */
  readonly name: string;
}

/** Which credential a call was made with. */
export type Credential = SessionCredential | ApiKeyCredential;

/** A call made by a person signed in (the only kind a call closed to keys ever sees). */
export interface SessionIdentity extends LiveSession {
  credential: SessionCredential;
}

/** A call made with an API key. */
export interface ApiKeyIdentity {
  userId: string;
  credential: ApiKeyCredential;
}

/** Whose call it is, without the user row. */
export type CallerIdentity = SessionIdentity | ApiKeyIdentity;

/** Who is calling: the user row as it is now and the sign-in session of the token. */
export interface Caller {
  user: UserRow;
  sessionId: string;
  credential: SessionCredential;
}

/** A call made with an API key, with the key owner's user row as it is now. */
export interface ApiKeyCaller {
  user: UserRow;
  credential: ApiKeyCredential;
}

/** A caller of a call open to API keys: a person or a program. */
export type AnyCaller = Caller | ApiKeyCaller;

/** What an API key needs to make a call: its scope (null: never open to keys) and the action, named in refusals. */
export interface KeyRule {
  scope: ApiKeyScope | null;
  /** Finishes "API keys cannot …", e.g. "change the password". */
  action: string;
}

/** The refusal of a call no API key may make. */
export function closedToKeys(action: string): Refusal {
  return new Refusal('forbidden', ERROR_CODES.apiKeyScope, `API keys cannot ${action}: sign in to the terminal for this.`);
}

function missingScope(scopes: readonly ApiKeyScope[], needed: ApiKeyScope, action: string): Refusal {
  const held = scopes.length === 1 ? `the ${scopes[0]} scope only` : `the ${scopes.join(' and ')} scopes`;
  return new Refusal('forbidden', ERROR_CODES.apiKeyScope, `This key has ${held}: create a key with the ${needed} scope to ${action}.`);
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
 * is still live (logout asks only this much). Refuses a missing, malformed or expired token, and
 * an API key (403 `api_key_scope`, naming `action`).
 */
export async function verifiedClaims(context: AppContext, token: string | null, action = 'make this call'): Promise<AccessClaims> {
  if (!token) throw Refusal.unauthorized('Sign in to continue: this call needs a bearer access token.');
  // A key reaching this is on a call closed to keys: calls open to keys take a key in authenticateCredential first.
  if (isApiKeyToken(token)) throw closedToKeys(action);
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
  const user = await userRow(context, session.userId);
  return { user, sessionId: session.sessionId, credential: { kind: 'session', sessionId: session.sessionId } };
}

/**
 * Checks an API key (known, not revoked, not expired, called from an allowed address) and that
 * it carries the scope the call needs. Refuses a call closed to keys before looking the key up.
 */
export async function authenticateApiKey(
  context: AppContext,
  token: string,
  origin: RequestOrigin | null,
  rule: KeyRule,
): Promise<ApiKeyIdentity> {
  if (rule.scope === null) throw closedToKeys(rule.action);
  const key = await context.apiKeys.check(token, origin?.ip ?? null);
  if (!key.scopes.includes(rule.scope)) throw missingScope(key.scopes, rule.scope, rule.action);
  return { userId: key.userId, credential: { kind: 'api_key', apiKeyId: key.id, name: key.name } };
}

/**
 * Checks the bearer credential of a call: an API key (`bk_live_…`) against `rule`, or else an
 * access token and its live session, as {@link authenticateSession} does.
 */
export async function authenticateCredential(
  context: AppContext,
  token: string | null,
  origin: RequestOrigin | null,
  rule: KeyRule,
): Promise<CallerIdentity> {
  if (token !== null && isApiKeyToken(token)) return authenticateApiKey(context, token, origin, rule);
  // authenticateSession's steps, building the answer once: a session's call gains no work.
  const claims = await verifiedClaims(context, token);
  await context.sessions.check(claims, origin);
  return { userId: claims.userId, sessionId: claims.sessionId, credential: { kind: 'session', sessionId: claims.sessionId } };
}

/** {@link authenticateCredential}, then the caller's user row as it is now: one indexed query. */
export async function authenticateCaller(
  context: AppContext,
  token: string | null,
  origin: RequestOrigin | null,
  rule: KeyRule,
): Promise<AnyCaller> {
  const identity = await authenticateCredential(context, token, origin, rule);
  const user = await userRow(context, identity.userId);
  return identity.credential.kind === 'session'
    ? { user, sessionId: identity.credential.sessionId, credential: identity.credential }
    : { user, credential: identity.credential };
}

async function userRow(context: AppContext, userId: string): Promise<UserRow> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw Refusal.unauthorized('Your session has ended. Sign in again.');
  return user;
}
