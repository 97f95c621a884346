import { useMemo, useState } from 'react';
import { Button, Card, EmptyState, FigureList, FigureListItem, Table, Text, notify, type TableColumn } from '@beurs/ui';
import { Decimal, type StatementEntry, type StatementResponse } from '@beurs/domain';
import { formatDecimal, formatSigned } from '../../format/format-decimal';
import { formatDateTime } from '../../format/format-date';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { CAUSE_LABELS } from '../transactions/cause-labels';
import { downloadServerFile } from './download-file';

const toneOf = (amount: string) =>
  Decimal.from(amount).isNegative() ? 'negative' : Decimal.from(amount).isPositive() ? 'positive' : undefined;

/** The statement of the chosen period: balances, totals, every entry, and the CSV and PDF downloads. */
export function StatementSection({ statement }: { statement: StatementResponse }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const currency = statement.currency;
  const columns = useMemo<Array<TableColumn<StatementEntry>>>(
    () => [
      { id: 'time', header: 'Time', cell: (entry) => formatDateTime(entry.created_at) },
      { id: 'cause', header: 'Cause', cell: (entry) => CAUSE_LABELS[entry.cause] },
      { id: 'description', header: 'Description', cell: (entry) => entry.description },
      { id: 'amount', header: `Amount (${currency})`, align: 'end', cell: (entry) => formatSigned(entry.amount) },
      { id: 'balance', header: `Balance (${currency})`, align: 'end', cell: (entry) => formatDecimal(entry.running_balance, 2) },
    ],
    [currency],
  );
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      await downloadServerFile(
        `/api/v1/users/statement.${kind}`,
        { from: statement.from, to: statement.to },
        `statement-${statement.from}-${statement.to}.${kind}`,
      );
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The download failed. Try again in a moment.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={`Statement ${statement.from} to ${statement.to}`} className="t-span-2">
      <FigureList layout="rows">
        <FigureListItem term="Opening balance">
          {formatDecimal(statement.opening_balance, 2)} {currency}
        </FigureListItem>
        <FigureListItem term="Deposits">
          {formatSigned(statement.totals.deposits)} {currency}
        </FigureListItem>
        <FigureListItem term="Withdrawals">
          {formatSigned(statement.totals.withdrawals)} {currency}
        </FigureListItem>
        <FigureListItem term="Realised P&L" tone={toneOf(statement.totals.realised_pnl)}>
          {formatSigned(statement.totals.realised_pnl)} {currency}
        </FigureListItem>
        <FigureListItem term="Financing" tone={toneOf(statement.totals.financing)}>
          {formatSigned(statement.totals.financing)} {currency}
        </FigureListItem>
        <FigureListItem term="Top-ups and balance protection">
          {formatSigned(statement.totals.other)} {currency}
        </FigureListItem>
        <FigureListItem term="Closing balance">
          {formatDecimal(statement.closing_balance, 2)} {currency}
        </FigureListItem>
        <FigureListItem term="Closed trades">{statement.trades.length}</FigureListItem>
      </FigureList>
      <div className="t-statement-downloads">
        <Button variant="secondary" loading={busy === 'csv'} onClick={() => void download('csv')}>
          Download CSV
        </Button>
        <Button variant="secondary" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
          Download PDF
        </Button>
      </div>
      {statement.entries.length === 0 ? (
        <EmptyState title="No entries in this period" headingLevel={3} />
      ) : (
        <Table
          caption="Statement entries"
          hideCaption
          columns={columns}
          rows={statement.entries}
          getRowKey={(entry) => entry.id}
          cardsBelow={TABLE_CARDS_BELOW_PX}
          cardTitle="cause"
          cardFigure="amount"
        />
      )}
      <Text as="p" variant="muted">
        {statement.account_label}. {statement.operator.name}: {statement.operator.regulation}
      </Text>
    </Card>
  );
}
