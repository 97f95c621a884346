import type { LedgerCause } from '@beurs/domain';

/** How each ledger cause reads in the transaction list (product rule 4). */
export const CAUSE_LABELS: Record<LedgerCause, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  realised_pnl: 'Realised P&L',
  financing: 'Financing',
  demo_top_up: 'Demo top-up',
  negative_balance_protection: 'Negative balance protection',
};
