import { useState } from 'react';
import { Button } from '@beurs/ui';
import { ManageWatchlistsDialog } from './manage-watchlists-dialog';

/**
 * "Lists…": opens the watchlists dialog for the instrument the exchange has selected. The dialog
 * is mounted only while open, so a name typed and then abandoned is gone next time.
 */
export function ManageWatchlistsButton({ instrumentId }: { instrumentId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" title="Manage watchlists" onClick={() => setOpen(true)}>
        Lists…
      </Button>
      {open ? <ManageWatchlistsDialog instrumentId={instrumentId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
