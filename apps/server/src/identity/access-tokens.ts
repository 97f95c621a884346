import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { JWT_EXPIRED_MESSAGE } from '@beurs/domain';

/** What an access token says: whose it is and which sign-in session issued it. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Why an access token was refused; `expired` is the one clients answer with a refresh. */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError' as const;
  readonly reason: 'expired' | 'invalid';
  constructor(reason: 'expired' | 'invalid', options?: ErrorOptions) {
    // The socket handshake sends this message to the client, which logs out on 'jwt expired' (contract §4).
    super(reason === 'expired' ? JWT_EXPIRED_MESSAGE : 'invalid token', options);
    this.reason = reason;
  }
}

export interface AccessTokenService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

const ISSUER = 'beurs';

/** Tokens whose signature was checked, kept at most; past it the longest kept are checked again. */
export const MAX_VERIFIED_TOKENS = 20_000;

/** A token whose signature and issuer were checked: its claims and when it expires (seconds, as `exp`). */
interface VerifiedToken {
  claims: AccessClaims;
  expiresAt: number;
}

/** Short-lived HS256 access tokens (product rules, Sessions: 15 minutes by default). */
export function createAccessTokenService(options: { secret: string; ttlSeconds: number; now: () => Date }): AccessTokenService {
  const key = new TextEncoder().encode(options.secret);
  /**
   * Checking an HS256 signature through WebCrypto costs more than a whole in-memory answer
   * (profiled: about a fifth of the broker's CPU under load), and a client sends the same token
   * for its 15 minutes. The exact token text maps to what its check found, so only expiry is
   * checked again; revocation is the session check's business, not the token's.
   */
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, entry: VerifiedToken) => {
    if (verified.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  };
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // As the full check judges it: expired once `exp` is not after now, in whole seconds.
        if (known.expiresAt <= Math.floor(options.now().getTime() / 1000)) {
          verified.delete(token);
          throw new AccessTokenError('expired');
        }
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          throw new AccessTokenError('invalid');
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, { claims, expiresAt: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired', { cause: error });
        throw new AccessTokenError('invalid', { cause: error });
      }
    },
  };
}
