import { csvText, type StatementResponse, type Transaction } from '@beurs/domain';

/**
 * The statement as one CSV: a section column tells the summary lines, the ledger entries and the
 * closed trades apart, so the file stays one table a spreadsheet opens. Every field goes through
 * the domain's injection-safe `csvField`; amounts stay exact decimal text.
 */
export function statementCsv(statement: StatementResponse): string {
  const header = [
    'section',
    'date',
    'description',
    'amount',
    'balance',
    'reference',
    'instrument',
    'side',
    'volume',
    'open_price',
    'open_bid',
    'open_ask',
    'close_price',
    'close_bid',
    'close_ask',
    'opened_at',
    'note',
    'tags',
  ];
  const blank = (count: number) => Array.from({ length: count }, () => '');
  const rows: string[][] = [];
  const summary = (label: string, amount: string) => rows.push(['summary', '', label, amount, '', '', ...blank(12)]);
  summary(`Account holder: ${statement.holder.name} (${statement.holder.email})`, '');
  summary(`${statement.account_label}, ${statement.currency}, ${statement.from} to ${statement.to}`, '');
  summary('Opening balance', statement.opening_balance);
  summary('Deposits', statement.totals.deposits);
  summary('Withdrawals', statement.totals.withdrawals);
  summary('Realised P&L', statement.totals.realised_pnl);
  summary('Financing', statement.totals.financing);
  summary('Other credits (top-ups, negative balance protection)', statement.totals.other);
  summary('Closing balance', statement.closing_balance);
  for (const entry of statement.entries) {
    rows.push([
      'entry',
      entry.created_at,
      entry.description,
      entry.amount,
      entry.running_balance,
      entry.order_id ?? entry.id,
      ...blank(12),
    ]);
  }
  for (const trade of statement.trades) {
    rows.push([
      'trade',
      trade.closed_at,
      trade.close_reason ?? '',
      trade.realised_pnl,
      '',
      trade.order_id,
      trade.instrument_id,
      trade.side,
      trade.volume,
      trade.open_price ?? '',
      trade.open_bid ?? '',
      trade.open_ask ?? '',
      trade.close_price ?? '',
      trade.close_bid ?? '',
      trade.close_ask ?? '',
      trade.opened_at ?? '',
      trade.note ?? '',
      trade.tags.join(' '),
    ]);
  }
  const operator = statement.operator;
  summary(`Operator: ${operator.name}, ${operator.address}, ${operator.country}. ${operator.regulation}`, '');
  summary(statement.risk_warning, '');
  return csvText(header, rows);
}

/** The transactions screen's list as CSV, oldest first: what the ledger and the deposit requests say. */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const header = ['created_at', 'sequence', 'cause', 'status', 'amount', 'balance_after', 'method', 'order_id', 'description', 'id'];
  return csvText(
    header,
    transactions.map((row) => [
      row.created_at,
      row.sequence === null ? '' : String(row.sequence),
      row.cause,
      row.status,
      row.amount,
      row.balance_after ?? '',
      row.method ?? '',
      row.order_id ?? '',
      row.description,
      row.id,
    ]),
  );
}
