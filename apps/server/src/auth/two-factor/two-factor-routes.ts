import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { authedRoute, publicRoute, sessionRoute } from '../../http/route';
import { originOf } from '../../http/request-origin';
import type { SecondFactor } from './second-factor-check';
import { completeSecondFactor } from './sign-in-challenge';
import { confirmTwoFactorEnrolment, disableTwoFactor, startTwoFactorEnrolment, twoFactorStatusOf } from './two-factor-settings';

/** The factor of a request the contract checked: exactly one of `code` and `recovery_code`. */
function factorOf(input: { code?: string | undefined; recovery_code?: string | undefined }): SecondFactor {
  if (input.code !== undefined) return { code: input.code };
  if (input.recovery_code !== undefined) return { recoveryCode: input.recovery_code };
  throw new Error('The contract lets no request through without a code or a recovery code');
}

/** Registers two-factor sign-in (extensions): the second sign-in step, status, enrol, confirm, disable. */
export function registerTwoFactorRoutes(app: FastifyInstance, context: AppContext): void {
  publicRoute(app, context, 'signinSecondFactor', async ({ input, request }) =>
    completeSecondFactor(context, { challengeToken: input.challenge_token, factor: factorOf(input), origin: originOf(request) }),
  );

  sessionRoute(app, context, 'getTwoFactor', async ({ session }) => twoFactorStatusOf(context, session.userId));

  authedRoute(app, context, 'enrolTwoFactor', async ({ caller, input, request }) =>
    startTwoFactorEnrolment(context, { user: caller.user, password: input.password, origin: originOf(request) }),
  );

  authedRoute(app, context, 'confirmTwoFactor', async ({ caller, input, request }) =>
    confirmTwoFactorEnrolment(context, { user: caller.user, code: input.code, origin: originOf(request) }),
  );

  authedRoute(app, context, 'disableTwoFactor', async ({ caller, input, request }) => {
    await disableTwoFactor(context, { user: caller.user, password: input.password, factor: factorOf(input), origin: originOf(request) });
    return { ok: true, message: 'Two-factor sign-in is off. Signing in now needs only your password.' };
  });
}
