import { useState } from 'react';
import { Button, Modal, Money, notify } from '@beurs/ui';
import { Decimal, type Order } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { formatSigned } from '../format/format-decimal';
import { getServices } from '../services/services';
import { refreshAfterClose } from './after-close';

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

function positionsText(count: number, instrumentId: string | undefined): string {
  return `${count} ${instrumentId ? `${instrumentId} ` : ''}position${count === 1 ? '' : 's'}`;
}

/** The sum of the orders' P&L, as decimal text. */
export function totalPnl(orders: readonly Order[]): string {
  return orders.reduce((sum, order) => sum.add(order.pnl), Decimal.from(0)).toFixed(2);
}

/**
 * "Close all" (or all of one instrument): a confirmation naming how many positions and their
 * P&L now, then one `closeAllOrders` call that closes them in one transaction at the current
 * quotes (pending orders stay). The server refuses the whole call when any market is closed or
 * its quote stale, and says why; its text is shown as it words it.
 */
export function useCloseAll(currency: string): CloseAll {
  const [scope, setScope] = useState<CloseAllScope | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!scope) return;
    setBusy(true);
    const instrumentId = scope.instrumentId;
    try {
      const { orders } = await getServices().api.closeAllOrders(instrumentId ? { instrument_id: instrumentId } : {});
      if (orders.length === 0)
        notify.warning(`Nothing to close: ${instrumentId ? `no ${instrumentId} position is` : 'no position is'} open any more.`);
      else notify.success(`Closed ${positionsText(orders.length, instrumentId)}: P&L ${formatSigned(totalPnl(orders))} ${currency}`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setScope(null);
      await refreshAfterClose();
    }
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
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
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
