import { and, asc, inArray } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { AppContext, OrderEngine } from '../app-context';
import { orders, users } from '../db/schema/index';
import { ACCOUNT_CHANGES_CHANNEL } from '../ledger/account-changes';
import { NO_FENCE } from '../market/lease-fence';
import { createLeaseTermIndex } from '../market/lease-term-index';
import { openMarketsAt } from '../market/open-markets';
import { LiveOrderIndex } from './live-order-index';
import type { OrderRow } from './position-valuation';
import { emptyEngineReport, settleForPass } from './engine-report';

const LIVE = ['pending', 'open'] as const;

/** One account as the index holds it: its balance and live orders. */
interface AccountRows {
  userId: string;
  balance: Decimal;
  live: OrderRow[];
}

/** Reads the live orders and balances of some accounts, or of every account with live orders. */
async function readAccounts(context: AppContext, userIds: readonly string[] | 'all'): Promise<AccountRows[]> {
  const liveOrders = inArray(orders.status, [...LIVE]);
  const rows = await context.db
    .select()
    .from(orders)
    .where(userIds === 'all' ? liveOrders : and(liveOrders, inArray(orders.userId, [...userIds])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const owners =
    userIds === 'all'
      ? inArray(users.id, context.db.select({ id: orders.userId }).from(orders).where(liveOrders))
      : inArray(users.id, [...userIds]);
  const balances = await context.db.select({ id: users.id, balance: users.balance }).from(users).where(owners);
  const byUser = new Map<string, OrderRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return balances.map((row) => ({ userId: row.id, balance: Decimal.from(row.balance), live: byUser.get(row.id) ?? [] }));
}

/**
 * The order engine without a scan. The lease holder keeps a `LiveOrderIndex` of every live order,
 * built from PostgreSQL on the first pass after taking the lease; from then on each transaction
 * that takes an account's balance lock announces the account (NOTIFY on commit, from any
 * process), and the next pass reads just those accounts again before it looks at the tick. So a
 * tick touches only the instruments that moved, the levels they crossed and the accounts whose
 * close-out estimate says "look"; memory decides what to look at, and `settleAccount` decides
 * what happens, in a transaction under the account's lock, exactly as the scanning engine did.
 */
export function createOrderEngine(): OrderEngine {
  /** Every live order and balance; accounts announced since the last pass are read again, then checked in full. */
  const term = createLeaseTermIndex<AppContext, LiveOrderIndex, AccountRows[]>(ACCOUNT_CHANGES_CHANNEL, 'the order engine', {
    read: readAccounts,
    instrumentsOf: (accounts) => accounts.flatMap((account) => account.live.map((row) => row.instrumentId)),
    build(market, accounts) {
      const index = new LiveOrderIndex(market);
      for (const account of accounts) index.replaceAccount(account.userId, account.balance, account.live);
      return { index, ids: new Set(accounts.map((account) => account.userId)) };
    },
    replace(index, userIds, accounts) {
      const found = new Set(accounts.map((account) => account.userId));
      for (const account of accounts) index.replaceAccount(account.userId, account.balance, account.live);
      for (const userId of userIds) if (!found.has(userId)) index.removeAccount(userId);
      return found;
    },
  });

  return {
    async run(context, at, ticked, fence = NO_FENCE) {
      const report = emptyEngineReport();
      const pass = await term.forPass(context);
      if (!pass) return report;
      const { index: built, market: known, checkInFull } = pass;
      const isOpen = openMarketsAt(at, (instrumentId) => known.instrument(instrumentId));
      const due = built.accountsToSettle(known.apply(ticked), isOpen, at);
      for (const userId of checkInFull) if (!due.has(userId) && built.needsSettlement(userId, isOpen, at)) due.add(userId);

      for (const userId of due) {
        // Read again on the next pass whatever happens; the commit announces it too, but a
        // listener on another connection may hear it after that pass has started.
        term.readAgain(userId);
        await settleForPass(context, userId, at, report, fence);
      }
      return report;
    },
    size: () => term.current()?.size() ?? null,
    stop: () => term.stop(),
  };
}
