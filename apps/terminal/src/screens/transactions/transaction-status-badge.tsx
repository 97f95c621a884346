import { Badge, type BadgeVariant } from '@beurs/ui';
import type { TransactionStatus } from '@beurs/domain';

/** How each transaction status reads in the list: words for people, not the API's values. */
export const TRANSACTION_STATUS_BADGES = {
  completed: { label: 'Completed', variant: 'positive' },
  // A deposit sent with amount 0, waiting for the operator to confirm it (product rules, Deposit amount).
  pending: { label: 'Pending', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'negative' },
} as const satisfies Record<TransactionStatus, { label: string; variant: BadgeVariant }>;

/** A ledger entry's status as a badge: "Completed", "Pending" or "Rejected". */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const badge = TRANSACTION_STATUS_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
