import { eq } from 'drizzle-orm';
import {
  ACCOUNT_CURRENCY,
  DEMO_ACCOUNT_LABEL,
  Decimal,
  NOT_AUTHORISED_NOTICE,
  formatMoneyAmount,
  riskWarning,
  type LedgerCause,
  type StatementResponse,
} from '@beurs/domain';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { currentLossShare } from '../platform/loss-share';
import { publicSiteUrl } from '../platform/public-site';
import type { FastifyRequest } from 'fastify';
import { loadClosedTrades } from './closed-trades';
import { readLedgerWindow } from './ledger-window';
import type { StatementPeriod } from './statement-period';

type Totals = StatementResponse['totals'];

/** Which total each cause of the ledger counts towards. */
const TOTAL_OF_CAUSE: Record<LedgerCause, keyof Totals> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  realised_pnl: 'realised_pnl',
  financing: 'financing',
  demo_top_up: 'other',
  negative_balance_protection: 'other',
};

/** The regulatory line the footer shows: LEI and registration, or that this is a demonstration. */
export function regulationLine(company: { legalEntityId: string | null; registrationId: string | null }): string {
  return company.legalEntityId && company.registrationId
    ? `LEI ${company.legalEntityId}, registration ${company.registrationId}`
    : NOT_AUTHORISED_NOTICE;
}

/**
 * The account statement of one period: the ledger's balance at both edges, every entry between
 * with its running balance (the ledger's own `balance_after`, so opening + entries = closing by
 * construction of the ledger), the trades closed in it, the totals per kind of movement, and the
 * operator from the same settings the footer shows.
 */
export async function buildStatement(
  context: AppContext,
  userId: string,
  period: StatementPeriod,
  request: FastifyRequest,
): Promise<StatementResponse> {
  const [holder] = await context.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!holder) throw new Error(`No user ${userId} for a statement`);
  const [window, trades, share] = await Promise.all([
    readLedgerWindow(context.db, userId, period.start, period.end),
    loadClosedTrades(context.db, userId, period.start, period.end),
    currentLossShare(context),
  ]);
  const sums: Record<keyof Totals, Decimal> = {
    realised_pnl: Decimal.ZERO,
    financing: Decimal.ZERO,
    deposits: Decimal.ZERO,
    withdrawals: Decimal.ZERO,
    other: Decimal.ZERO,
  };
  for (const entry of window.entries) {
    const total = TOTAL_OF_CAUSE[entry.cause];
    sums[total] = sums[total].add(entry.amount);
  }
  const { company } = context.config;
  return {
    from: period.from,
    to: period.to,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    currency: ACCOUNT_CURRENCY,
    account_label: DEMO_ACCOUNT_LABEL,
    holder: { name: `${holder.firstName} ${holder.lastName}`, email: holder.email },
    opening_balance: formatMoneyAmount(window.opening),
    closing_balance: formatMoneyAmount(window.closing),
    entries: window.entries.map((entry) => ({
      id: entry.id,
      sequence: entry.sequence,
      cause: entry.cause,
      amount: formatMoneyAmount(entry.amount),
      running_balance: formatMoneyAmount(entry.balanceAfter),
      order_id: entry.orderId,
      description: entry.description,
      created_at: entry.createdAt.toISOString(),
    })),
    trades,
    totals: {
      realised_pnl: formatMoneyAmount(sums.realised_pnl),
      financing: formatMoneyAmount(sums.financing),
      deposits: formatMoneyAmount(sums.deposits),
      withdrawals: formatMoneyAmount(sums.withdrawals),
      other: formatMoneyAmount(sums.other),
    },
    operator: {
      name: company.name,
      site: publicSiteUrl(company.site, request),
      legal_entity_id: company.legalEntityId,
      registration_id: company.registrationId,
      address: company.address,
      country: company.country,
      phone: company.phone,
      support_email: company.supportEmail,
      regulation: regulationLine(company),
    },
    risk_warning: riskWarning(share.percent),
    generated_at: context.now().toISOString(),
  };
}
