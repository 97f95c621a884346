import { asc, eq } from 'drizzle-orm';
import {
  Decimal,
  MONEY_TRANSFER_LIMITS,
  ACCOUNT_CURRENCY,
  TRANSACTION_STATUSES,
  entityId,
  moneyInput,
  type TransactionStatus,
} from '@beurs/domain';
import type { Tx } from '../db/database';
import { depositRequests, users } from '../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger';
import { formatMoney } from '../format/format-money';
import { notifyUser } from '../notifications/notify-user';
import { recordActivity } from '../activity/activity-log';
import { isPaymentMethodId, paymentMethodName } from '../accounts/payment-method';
import { writeAudit } from './audit';
import { CliError } from './cli-error';
import { formatTable } from './format-table';
import type { OperatorContext } from './operator-context';

const amountRule = moneyInput({ label: 'Amount', min: MONEY_TRANSFER_LIMITS.min, max: MONEY_TRANSFER_LIMITS.max, unit: ACCOUNT_CURRENCY });

function depositId(id: string): string {
  if (!entityId.safeParse(id).success) throw new CliError(`"${id}" is not a deposit id. List pending deposits with: deposits list`, 2);
  return id;
}

/** `deposits list [--status pending|completed|rejected|all]`: defaults to the pending ones. */
export async function listDeposits(context: OperatorContext, options: { status?: string }): Promise<string> {
  const status = options.status ?? 'pending';
  if (status !== 'all' && !(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
    throw new CliError(`--status must be one of ${TRANSACTION_STATUSES.join(', ')}, all`, 2);
  }
  const query = context.db
    .select({ request: depositRequests, email: users.email })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId));
  const rows = await (status === 'all' ? query : query.where(eq(depositRequests.status, status as TransactionStatus))).orderBy(
    asc(depositRequests.createdAt),
  );
  return formatTable(
    ['ID', 'EMAIL', 'METHOD', 'NAME', 'STATUS', 'AMOUNT', 'REQUESTED'],
    rows.map(({ request, email }) => [
      request.id,
      email,
      request.method,
      `${request.firstName} ${request.lastName}`,
      request.status,
      request.amount ? formatMoney(request.amount) : '-',
      request.createdAt.toISOString(),
    ]),
  );
}

async function lockPending(tx: Tx, id: string) {
  const [request] = await tx.select().from(depositRequests).where(eq(depositRequests.id, id)).for('update');
  if (!request) throw new CliError(`No deposit request has the id ${id}. List them with: deposits list`);
  if (request.status !== 'pending') throw new CliError(`Deposit ${id} is already ${request.status}; nothing was changed.`);
  return request;
}

/**
 * `deposits confirm <id> --amount 250.00`: credits the amount received as a `deposit` ledger
 * entry, marks the request completed and tells the user.
 */
export async function confirmDeposit(context: OperatorContext, input: { id: string; amount: string }): Promise<string> {
  const id = depositId(input.id);
  const parsed = amountRule.safeParse(input.amount);
  if (!parsed.success) throw new CliError(`--amount: ${parsed.error.issues[0]?.message ?? 'not a valid amount'}`, 2);
  const amount = Decimal.from(parsed.data);
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    const method = isPaymentMethodId(request.method) ? paymentMethodName(request.method) : request.method;
    const entry = await postLedgerEntry(tx, {
      userId: request.userId,
      cause: 'deposit',
      amount,
      method: request.method,
      description: `Deposit by ${method}, confirmed by the operator (virtual funds: no real payment was taken)`,
      meta: { deposit_request_id: request.id, wallet: request.wallet },
      at: now,
    });
    await tx
      .update(depositRequests)
      .set({ status: 'completed', amount: entry.amount, ledgerEntryId: entry.id, decidedAt: now })
      .where(eq(depositRequests.id, id));
    await recordActivity(tx, {
      userId: request.userId,
      kind: 'deposit',
      description: `Deposit of ${formatMoney(amount)} by ${method} confirmed by the operator`,
      origin: null,
      at: now,
    });
    await notifyUser(tx, {
      userId: request.userId,
      title: 'Deposit confirmed',
      body: `${formatMoney(amount)} by ${method} was credited to your demo account (virtual funds).`,
      kind: 'success',
      at: now,
    });
    await writeAudit(tx, context, {
      action: 'deposit.confirm',
      targetUserId: request.userId,
      details: { deposit_request_id: id, amount: entry.amount },
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    return { email: user?.email ?? request.userId, balance: entry.balanceAfter };
  });
  return `Confirmed deposit ${id}: credited ${formatMoney(amount)} to ${result.email} (balance now ${formatMoney(result.balance)}).`;
}

/** `deposits reject <id> --reason "…"`: nothing is credited; the user sees the reason. */
export async function rejectDeposit(context: OperatorContext, input: { id: string; reason: string }): Promise<string> {
  const id = depositId(input.id);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    await tx
      .update(depositRequests)
      .set({ status: 'rejected', decisionReason: input.reason, decidedAt: now })
      .where(eq(depositRequests.id, id));
    await notifyUser(tx, {
      userId: request.userId,
      title: 'Deposit rejected',
      body: `Your deposit request was rejected: ${input.reason}`,
      kind: 'warning',
      at: now,
    });
    await writeAudit(tx, context, {
      action: 'deposit.reject',
      targetUserId: request.userId,
      reason: input.reason,
      details: { deposit_request_id: id },
    });
  });
  return `Rejected deposit ${id} (reason: ${input.reason}).`;
}
