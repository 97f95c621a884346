import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authedRoute, sessionRoute } from '../http/route';
import { originOf } from '../http/request-origin';
import { claimDemoTopUp } from './demo-top-up';
import { deposit } from './deposit';
import { DEFAULT_PAGE_SIZE } from '../http/page-size';
import { listTransactions } from './transactions';
import { withdraw } from './withdrawal';

/** Registers: deposit, withdraw, giveMeCredit, getTransactions. */
export function registerMoneyRoutes(app: FastifyInstance, context: AppContext): void {
  authedRoute(app, context, 'deposit', async ({ input, caller, request }) => ({
    transaction: await deposit(context, { userId: caller.user.id, input, origin: originOf(request) }),
  }));

  authedRoute(app, context, 'withdraw', async ({ input, caller, request }) => ({
    transaction: await withdraw(context, { userId: caller.user.id, input, origin: originOf(request) }),
  }));

  authedRoute(app, context, 'giveMeCredit', async ({ caller, request }) => ({
    transaction: await claimDemoTopUp(context, caller.user.id, originOf(request)),
  }));

  sessionRoute(app, context, 'getTransactions', async ({ input, session }) => ({
    transactions: await listTransactions(context.db, session.userId, {
      limit: input.limit ?? DEFAULT_PAGE_SIZE,
      offset: input.offset ?? 0,
    }),
  }));
}
