import { useState } from 'react';
import { Button, Modal, Money } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { positionsText, totalPnl, useCloseAllMutation } from './use-close-all-mutation';

/** What {@link useCloseAll} closes: every open position, or those on one instrument. */
export interface CloseAllScope {
  /** The open positions it covers now, to name how many and their P&L in the confirmation. */
  positions: readonly Order[];
  /** Only this instrument's positions; every position when left out. */
  instrumentId?: string;
}

/** What {@link useCloseAll} returns. */
export interface CloseAll {
  /** Asks for confirmation to close the positions of the scope. */
  request: (scope: CloseAllScope) => void;
  /** The confirmation dialog; render it once. */
  dialog: React.ReactNode;
}

/**
 * "Close all" (or all of one instrument): a confirmation naming how many positions and their
 * P&L now, then one `closeAllOrders` call that closes them in one transaction at the current
 * quotes (pending orders stay). The server refuses the whole call when any market is closed or
 * its quote stale, and says why; its text is shown as it words it.
 */
export function useCloseAll(currency: string): CloseAll {
  const [scope, setScope] = useState<CloseAllScope | null>(null);
  const closeAll = useCloseAllMutation(currency);
  const busy = closeAll.isPending;

  const confirm = () => {
    if (!scope || busy) return;
    closeAll.mutate(scope.instrumentId, { onSettled: () => setScope(null) });
  };

  const count = scope?.positions.length ?? 0;
  const dialog = (
    <Modal
      open={scope !== null}
      onClose={() => (busy ? undefined : setScope(null))}
      title={scope ? `Close all ${positionsText(count, scope.instrumentId)}?` : 'Close all positions?'}
      description="Each is closed at the current quote, all at once; pending orders stay."
      footer={
        <>
          <Button variant="secondary" onClick={() => setScope(null)} disabled={busy}>
            Keep them
          </Button>
          <Button variant="danger" loading={busy} onClick={confirm}>
            {scope ? `Close ${positionsText(count, scope.instrumentId)}` : 'Close'}
          </Button>
        </>
      }
    >
      {scope ? (
        <p data-testid="close-all-pnl">
          Total P&amp;L now: <Money value={totalPnl(scope.positions)} currency={currency} kind="pnl" /> (it may move before the closes are
          filled).
        </p>
      ) : null}
    </Modal>
  );

  return { request: setScope, dialog };
}
