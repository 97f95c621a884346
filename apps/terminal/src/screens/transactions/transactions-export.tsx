import { useState } from 'react';
import { Button, notify } from '@beurs/ui';
import { downloadServerFile } from '../statistics/download-file';

/**
 * Downloads every transaction as CSV, made by the server from the whole ledger (the screen shows
 * only the latest 500), with fields a spreadsheet could run as formulas neutralised.
 */
export function TransactionsExport() {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadServerFile('/api/v1/users/transactions.csv', {}, 'transactions.csv');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The export failed. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="t-transactions-export">
      <Button variant="secondary" size="small" loading={busy} onClick={() => void exportCsv()}>
        Export CSV
      </Button>
    </div>
  );
}
