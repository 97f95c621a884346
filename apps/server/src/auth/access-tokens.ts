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
    // The socket handshake sends this message to the client, which logs out on 'jwt expired' (spec 4).
    super(reason === 'expired' ? JWT_EXPIRED_MESSAGE : 'invalid token', options);
    this.reason = reason;
  }
}

export interface AccessTokenService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

const ISSUER = 'beurs';

/** Short-lived HS256 access tokens (PRODUCT: 15 minutes by default). */
export function createAccessTokenService(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): AccessTokenService {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new AccessTokenError('invalid');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired', { cause: error });
        throw new AccessTokenError('invalid', { cause: error });
      }
    },
  };
}
