import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { formatMoneyAmount, type Transaction, type TransactionStatus } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { depositRequests, ledgerEntries } from '../db/schema/index';
import type { LedgerEntryRow } from '../ledger/ledger';
import { isPaymentMethodId, paymentMethodName } from './payment-method';

/** A ledger entry as the transaction history shows it. */
export function ledgerTransaction(row: LedgerEntryRow): Transaction {
  return {
    id: row.id,
    cause: row.cause,
    status: 'completed',
    amount: formatMoneyAmount(row.amount),
    balance_after: formatMoneyAmount(row.balanceAfter),
    sequence: row.sequence,
    method: isPaymentMethodId(row.method) ? row.method : null,
    order_id: row.orderId,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a deposit request that has no ledger entry (yet) says. */
export function depositRequestDescription(request: { method: string; status: TransactionStatus; reason: string | null }): string {
  const method = isPaymentMethodId(request.method) ? paymentMethodName(request.method) : request.method;
  if (request.status === 'rejected') {
    return `Deposit by ${method} rejected by the operator${request.reason ? `: ${request.reason}` : ''}`;
  }
  return `Deposit by ${method}: waiting for the operator to confirm the amount received (virtual funds)`;
}

/** A deposit request awaiting the operator (or rejected by them): no money moved, amount 0. */
export function depositRequestTransaction(request: {
  id: string;
  method: string;
  status: TransactionStatus;
  reason: string | null;
  createdAt: Date;
}): Transaction {
  return {
    id: request.id,
    cause: 'deposit',
    status: request.status,
    amount: '0.00',
    balance_after: null,
    sequence: null,
    method: isPaymentMethodId(request.method) ? request.method : null,
    order_id: null,
    description: depositRequestDescription(request),
    created_at: request.createdAt.toISOString(),
  };
}

/**
 * The transaction history: every ledger entry and every deposit request that did not (yet)
 * become one (pending or rejected), newest first, paged in the database. Ledger entries follow
 * their sequence, so each running balance is the one before it plus the amount; an entry's time
 * never goes back along the sequence (`postLedgerEntry`), so requests slot in by time.
 */
export async function listTransactions(db: DbOrTx, userId: string, page: { limit: number; offset: number }): Promise<Transaction[]> {
  const fromLedger = db
    .select({
      id: ledgerEntries.id,
      source: sql<'ledger' | 'request'>`'ledger'`,
      cause: ledgerEntries.cause,
      status: sql<TransactionStatus>`'completed'`,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      sequence: ledgerEntries.sequence,
      method: ledgerEntries.method,
      orderId: ledgerEntries.orderId,
      description: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const fromRequests = db
    .select({
      id: depositRequests.id,
      source: sql<'ledger' | 'request'>`'request'`,
      cause: sql<'deposit'>`'deposit'`,
      status: depositRequests.status,
      amount: sql<string>`'0'::numeric`,
      balanceAfter: sql<string>`'0'::numeric`,
      sequence: sql<number>`null::integer`,
      method: depositRequests.method,
      orderId: sql<string | null>`null::uuid`,
      description: sql<string>`coalesce(${depositRequests.decisionReason}, '')`,
      createdAt: depositRequests.createdAt,
    })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, userId), ne(depositRequests.status, 'completed')));
  const rows = await unionAll(fromLedger, fromRequests)
    // Descending puts nulls first: a request stamped at an entry's instant shows as the newer.
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.sequence), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) =>
    row.source === 'ledger'
      ? ledgerTransaction({ ...row, userId, meta: null })
      : depositRequestTransaction({
          id: row.id,
          method: row.method ?? '',
          status: row.status,
          reason: row.description || null,
          createdAt: row.createdAt,
        }),
  );
}
