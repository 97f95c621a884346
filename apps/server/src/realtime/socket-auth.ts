import { z } from 'zod';
import { API_KEY_REFUSED_MESSAGE, ERROR_CODES, JWT_EXPIRED_MESSAGE, socketAuth } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { RequestOrigin } from '../activity/activity-log';
import { authenticateCredential, type KeyRule } from '../http/authenticate';
import { isApiKeyToken } from '../identity/api-key-secret';
import { Refusal } from '../refusals/refusal';

/** The connect-error message for a missing, malformed or revoked token. */
export const UNAUTHORIZED_MESSAGE = 'unauthorized';

/**
 * What the client's `connect_error` carries when the handshake is refused: socket.io sends the
 * Error's message only, and it is one of these. Written down for the AsyncAPI document.
 */
export const socketConnectError = z.object({ message: z.enum([JWT_EXPIRED_MESSAGE, UNAUTHORIZED_MESSAGE, API_KEY_REFUSED_MESSAGE]) });

/** Whose a socket is: the user, and the sign-in session of its token or the API key it holds. */
export interface SocketIdentity {
  userId: string;
  sessionId: string | null;
  apiKeyId: string | null;
}

/** A key needs the read scope to open a socket: the stream carries the account's orders and the quotes. */
const SOCKET_KEY_RULE: KeyRule = { scope: 'read', action: 'open the live stream' };

/**
 * Checks the handshake's `auth.token` (domain `socketAuth`) like a bearer token: an access token
 * of a live session, or an API key with the read scope. Resolves to the user's and session's (or
 * key's) ids, or rejects with the Error the client sees as its connect error: exactly
 * 'jwt expired' for an expired token (the client refreshes or logs out on it, contract §4),
 * 'api key refused' for an API key that does not work (the client stops: the same key would be
 * refused again), and 'unauthorized' for anything else.
 */
export async function authenticateSocket(context: AppContext, auth: unknown, origin: RequestOrigin | null = null): Promise<SocketIdentity> {
  const parsed = socketAuth.safeParse(auth);
  const token = parsed.success ? parsed.data.token : null;
  try {
    const identity = await authenticateCredential(context, token || null, origin, SOCKET_KEY_RULE);
    return identity.credential.kind === 'session'
      ? { userId: identity.userId, sessionId: identity.credential.sessionId, apiKeyId: null }
      : { userId: identity.userId, sessionId: null, apiKeyId: identity.credential.apiKeyId };
  } catch (error) {
    if (error instanceof Refusal && error.code === ERROR_CODES.tokenExpired) throw new Error(JWT_EXPIRED_MESSAGE, { cause: error });
    if (error instanceof Refusal && token && isApiKeyToken(token)) throw new Error(API_KEY_REFUSED_MESSAGE, { cause: error });
    throw new Error(UNAUTHORIZED_MESSAGE, { cause: error });
  }
}
