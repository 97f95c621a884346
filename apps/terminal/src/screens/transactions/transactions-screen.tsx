import { useMemo } from 'react';
import { EmptyState, Table, Text, type TableColumn } from '@beurs/ui';
import type { Transaction } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../async/load-state';
import { transactionsQuery } from '../../query/server-queries';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDecimal, formatSigned } from '../../format/format-decimal';
import { formatDateTimeSeconds } from '../../format/format-date';
import { useCurrentUser } from '../../session/use-current-user';
import { CAUSE_LABELS } from './cause-labels';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionsExport } from './transactions-export';

const NONE: readonly Transaction[] = [];

/** Every ledger entry with its cause, newest first: the balance is the sum of these. */
export default function TransactionsScreen() {
  const currency = useCurrentUser()?.currency ?? 'EUR';
  const query = useQuery(transactionsQuery());
  const transactions = query.data ?? NONE;
  const state = loadStateOf(query);
  const columns = useMemo<Array<TableColumn<Transaction>>>(
    () => [
      { id: 'time', header: 'Time', cell: (entry) => formatDateTimeSeconds(entry.created_at) },
      { id: 'cause', header: 'Cause', cell: (entry) => CAUSE_LABELS[entry.cause] },
      { id: 'description', header: 'Description', cell: (entry) => entry.description },
      { id: 'status', header: 'Status', cell: (entry) => <TransactionStatusBadge status={entry.status} /> },
      { id: 'amount', header: `Amount (${currency})`, align: 'end', cell: (entry) => formatSigned(entry.amount) },
      {
        id: 'balance',
        header: `Balance after (${currency})`,
        align: 'end',
        cell: (entry) => (entry.balance_after === null ? '—' : formatDecimal(entry.balance_after, 2)),
      },
    ],
    [currency],
  );
  return (
    <div className="t-screen">
      <ScreenTitle title="Transactions" actions={<DemoLabel />}>
        Transactions
      </ScreenTitle>
      <Text as="p" variant="muted">
        Every change of your balance, with its cause. Virtual funds only.
      </Text>
      <TransactionsExport />
      <LoadView
        state={state}
        what="the transactions"
        isEmpty={transactions.length === 0}
        empty={<EmptyState title="No transactions yet" description="Deposits, withdrawals, realised P&L and demo top-ups appear here." />}
      >
        <Table
          caption="Ledger entries"
          hideCaption
          columns={columns}
          rows={transactions}
          getRowKey={(entry) => entry.id}
          cardsBelow={TABLE_CARDS_BELOW_PX}
          cardTitle="cause"
          cardFigure="amount"
        />
      </LoadView>
    </div>
  );
}
