import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MESSAGES, PASSWORD_RESET_MESSAGES, REFRESH_HEADER, endpointPath, type OkResponse } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { authedRoute, publicRoute } from '../http/route';
import { sessions } from '../db/schema/index';
import { recordActivity } from '../activity/activity-log';
import { originOf } from '../http/request-origin';
import { bearerToken, verifiedClaims } from '../http/authenticate';
import { changePassword } from './change-password';
import { requestPasswordReset, resetPassword } from './password-reset';
import { prepareDummyHash } from '../identity/secret-hashing';
import { revokeSessions, rotateRefreshToken } from './sessions';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { warnOfSignUpAttempt } from './sign-up-attempt';
import { registerDeviceSessionRoutes } from './device-session-routes';
import { registerTwoFactorRoutes } from './two-factor/two-factor-routes';

/** The answer to every sign-up, new email or not: true of both, so it tells nothing of the email. */
export const SIGNED_UP_MESSAGE = 'Registration received. Sign in with your email and password to start trading with virtual funds.';

/**
 * Registers: signup, signin, logout, refresh, changePassword; password reset by email, two-factor
 * sign-in and device sessions (extensions).
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  app.addHook('onReady', prepareDummyHash);

  // One answer whether the email was new or not (sign-up does not say which emails have
  // accounts); the owner of a taken email hears of the attempt by email.
  publicRoute(app, context, 'signup', async ({ input }) => {
    const outcome = await signUp(context, input);
    if (!outcome.created) warnOfSignUpAttempt(context, outcome.userId);
    return { ok: true, message: SIGNED_UP_MESSAGE };
  });

  publicRoute(app, context, 'signin', async ({ input, request }) => signIn(context, input, originOf(request)));

  publicRoute(app, context, 'refresh', async ({ request }) => {
    const header = request.headers[REFRESH_HEADER.toLowerCase()];
    const rotated = await rotateRefreshToken(context, Array.isArray(header) ? header[0] : header, originOf(request));
    return { accessToken: rotated.accessToken, refreshToken: rotated.refreshToken };
  });

  authedRoute(app, context, 'changePassword', async ({ input, caller, request }) => {
    await changePassword(context, { user: caller.user, input, origin: originOf(request) });
    return { ok: true, message: MESSAGES.passwordChanged };
  });

  // Extension: the same answer whether or not the email has an account.
  publicRoute(app, context, 'requestPasswordReset', async ({ input, request }) => {
    await requestPasswordReset(context, { input, origin: originOf(request) });
    return { ok: true, message: PASSWORD_RESET_MESSAGES.requested };
  });

  publicRoute(app, context, 'resetPassword', async ({ input, request }) => {
    await resetPassword(context, { input, origin: originOf(request) });
    return { ok: true, message: PASSWORD_RESET_MESSAGES.done };
  });

  registerLogoutRoute(app, context);
  registerTwoFactorRoutes(app, context);
  registerDeviceSessionRoutes(app, context);
}

/**
 * Logout is registered by hand: it must answer ok for a session that already ended (a second
 * click, a token revoked by a password change), which the authenticated-route helper refuses.
 * The token's signature and expiry are still checked, so nobody can end someone else's session.
 */
function registerLogoutRoute(app: FastifyInstance, context: AppContext): void {
  app.route({
    method: ENDPOINTS.logout.method,
    url: endpointPath(ENDPOINTS.logout.path),
    handler: async (request, reply): Promise<OkResponse> => {
      // The budget headers of every call: the person's, or the address's for a refused token.
      const claims = await verifiedClaims(context, bearerToken(request)).catch(async (error: unknown) => {
        await context.rateBudgets.charge(reply, 'address', request.ip);
        throw error;
      });
      await context.rateBudgets.charge(reply, 'user', claims.userId);
      const [session] = await context.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)));
      if (session && !session.revokedAt) {
        await revokeSessions(context, { sessionId: claims.sessionId }, 'logout');
        await recordActivity(context.db, {
          userId: claims.userId,
          kind: 'sign_out',
          description: 'Signed out',
          origin: originOf(request),
          at: context.now(),
        });
      }
      // Only this device: the user's other sessions and their sockets stay signed in.
      context.realtime.disconnectSession(claims.sessionId);
      return { ok: true };
    },
  });
}
