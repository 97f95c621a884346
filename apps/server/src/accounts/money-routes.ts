import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authedRoute, sessionRoute } from '../http/route';
import { originOf } from '../http/request-origin';
import { claimDemoTopUp } from './demo-top-up';
import { deposit } from './deposit';
import { DEFAULT_PAGE_SIZE } from '../http/page-size';
import { listTransactions } from './transactions';
import { withdraw } from './withdrawal';
import { idempotent } from '../idempotency/idempotent-call';

/** Registers: deposit, withdraw, giveMeCredit, getTransactions. */
export function registerMoneyRoutes(app: FastifyInstance, context: AppContext): void {
  // Each moves money or positions, so each is safe to retry under an Idempotency-Key (idempotency/idempotent-call.ts).

  authedRoute(
    app,
    context,
    'deposit',
    idempotent(context, 'deposit', async ({ input, caller, request }, scoped) => ({
      transaction: await deposit(scoped, { userId: caller.user.id, input, origin: originOf(request) }),
    })),
  );

  authedRoute(
    app,
    context,
    'withdraw',
    idempotent(
      context,
      'withdraw',
      async ({ input, caller, request }, scoped) => ({
        transaction: await withdraw(scoped, { userId: caller.user.id, input, origin: originOf(request) }),
      }),
      // The PIN stays out of the stored hash: a fast hash of a few digits would give it away.
      { hashed: ({ input: { pin: _pin, ...rest } }) => rest },
    ),
  );

  authedRoute(
    app,
    context,
    'giveMeCredit',
    idempotent(context, 'giveMeCredit', async ({ caller, request }, scoped) => ({
      transaction: await claimDemoTopUp(scoped, caller.user.id, originOf(request)),
    })),
  );

  sessionRoute(app, context, 'getTransactions', async ({ input, session }) => ({
    transactions: await listTransactions(context.db, session.userId, {
      limit: input.limit ?? DEFAULT_PAGE_SIZE,
      offset: input.offset ?? 0,
    }),
  }));
}
