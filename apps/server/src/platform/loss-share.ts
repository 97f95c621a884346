import { eq, sql } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { settings } from '../db/schema/index';
import { computeAccountFigures } from '../orders/account-figures';

/** Fewer trading accounts than this is "too little data": the warning gives the ESMA range. */
export const LOSS_SHARE_MIN_ACCOUNTS = 50;
/** ESMA: the share is recomputed every three months. */
export const LOSS_SHARE_RECOMPUTE_MS = 91 * 24 * 60 * 60 * 1000;
const TWELVE_MONTHS_MS = 365 * 24 * 60 * 60 * 1000;
const KEY = 'risk_warning_loss_share';

/** The share of losing accounts and when it was computed. */
export interface LossShare {
  percent: number | null;
  computedAt: Date;
}

/**
 * Share of retail accounts whose realised plus unrealised P&L over the last 12 months is
 * negative, among the accounts that traded in that time (product rule 5). Null when fewer than
 * LOSS_SHARE_MIN_ACCOUNTS traded.
 */
export async function computeLossShare(context: AppContext): Promise<number | null> {
  const since = new Date(context.now().getTime() - TWELVE_MONTHS_MS);
  const rows = await context.db.execute<{ user_id: string; realised: string }>(sql`
    select u.id as user_id, coalesce(sum(l.amount) filter (where l.cause = 'realised_pnl' and l.created_at >= ${since}), 0)::text as realised
    from users u
    left join ledger_entries l on l.user_id = u.id
    where exists (select 1 from orders o where o.user_id = u.id and o.opened_at is not null and o.created_at >= ${since})
    group by u.id`);
  const accounts = Array.isArray(rows) ? rows : (rows as { rows: Array<{ user_id: string; realised: string }> }).rows;
  if (accounts.length < LOSS_SHARE_MIN_ACCOUNTS) return null;
  let losing = 0;
  for (const account of accounts) {
    const figures = await computeAccountFigures(context.db, account.user_id);
    if (Decimal.from(account.realised).add(figures.unrealised_pnl).isNegative()) losing += 1;
  }
  return Math.round((losing / accounts.length) * 100);
}

/** The stored share, recomputed when it is older than three months (or was never computed). */
export async function currentLossShare(context: AppContext): Promise<LossShare> {
  const [row] = await context.db.select().from(settings).where(eq(settings.key, KEY));
  if (row) {
    const stored = JSON.parse(row.value) as { percent: number | null; computedAt: string };
    const computedAt = new Date(stored.computedAt);
    if (context.now().getTime() - computedAt.getTime() < LOSS_SHARE_RECOMPUTE_MS) return { percent: stored.percent, computedAt };
  }
  const share: LossShare = { percent: await computeLossShare(context), computedAt: context.now() };
  const value = JSON.stringify({ percent: share.percent, computedAt: share.computedAt.toISOString() });
  await context.db.insert(settings).values({ key: KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  return share;
}
