import PDFDocument from 'pdfkit';
import type { StatementResponse } from '@beurs/domain';

const MARGIN = 48;

/**
 * Renders the statement as a PDF on the server with pdfkit and its built-in Helvetica (the
 * standard PDF fonts ship as metrics inside the package: nothing is fetched, nothing embedded).
 * It says on every page that the account is a demo with virtual funds, and ends with the risk
 * warning and the operator's regulatory status.
 */
export function statementPdf(statement: StatementResponse, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `Account statement ${statement.from} to ${statement.to}`,
      Author: statement.operator.name,
      Subject: statement.account_label,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const { operator } = statement;

  doc.font('Helvetica-Bold').fontSize(16).text('Account statement');
  doc.font('Helvetica').fontSize(10).text(`${statement.from} to ${statement.to} (UTC), amounts in ${statement.currency}`);
  doc.font('Helvetica-Bold').text(statement.account_label);
  doc.moveDown(0.5);
  doc.font('Helvetica').text(`Account holder: ${statement.holder.name}, ${statement.holder.email}`);
  doc.text(
    `Operator: ${operator.name}, ${operator.address}, ${operator.country}. ${operator.support_email}, ${operator.phone}, ${operator.site}`,
  );
  doc.text(operator.regulation);
  doc.moveDown();

  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, MARGIN, y, { width: width - 120 });
    doc.text(value, MARGIN + width - 120, y, { width: 120, align: 'right' });
    doc.x = MARGIN;
  };
  line('Opening balance', statement.opening_balance, true);
  line('Deposits', statement.totals.deposits);
  line('Withdrawals', statement.totals.withdrawals);
  line('Realised P&L', statement.totals.realised_pnl);
  line('Financing', statement.totals.financing);
  line('Other credits (top-ups, negative balance protection)', statement.totals.other);
  line('Closing balance', statement.closing_balance, true);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Ledger entries');
  doc.fontSize(9);
  if (statement.entries.length === 0) doc.font('Helvetica').text('No entries in this period.');
  for (const entry of statement.entries) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .text(`${entry.created_at.slice(0, 16).replace('T', ' ')}  ${entry.description}`, MARGIN, y, { width: width - 180 });
    const after = doc.y;
    doc.text(entry.amount, MARGIN + width - 180, y, { width: 80, align: 'right' });
    doc.text(entry.running_balance, MARGIN + width - 100, y, { width: 100, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Closed trades');
  doc.fontSize(9);
  if (statement.trades.length === 0) doc.font('Helvetica').text('No trades closed in this period.');
  for (const trade of statement.trades) {
    doc
      .font('Helvetica-Bold')
      .text(
        `${trade.closed_at.slice(0, 16).replace('T', ' ')}  ${trade.side} ${trade.volume} ${trade.instrument_id} x${trade.leverage}: ${trade.realised_pnl}`,
      );
    doc
      .font('Helvetica')
      .text(
        `Opened ${trade.opened_at?.slice(0, 16).replace('T', ' ') ?? '-'} at ${trade.open_price ?? '-'} (bid ${trade.open_bid ?? '-'}, ask ${trade.open_ask ?? '-'}); ` +
          `closed at ${trade.close_price ?? '-'} (bid ${trade.close_bid ?? '-'}, ask ${trade.close_ask ?? '-'}), ${trade.close_reason ?? 'closed'}`,
      );
    if (trade.note || trade.tags.length > 0)
      doc.text(`Journal: ${[trade.note ?? '', trade.tags.map((tag) => `#${tag}`).join(' ')].filter(Boolean).join('  ')}`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(9).text('Risk warning');
  doc.font('Helvetica').text(statement.risk_warning);
  doc.moveDown(0.5);
  doc.text(`Generated ${statement.generated_at}.`);

  // Every page says what the money is, where a printed page could be read alone.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${statement.account_label}. Page ${index + 1} of ${range.count}.`, MARGIN, doc.page.height - MARGIN + 12, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
