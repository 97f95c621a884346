import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MarketSymbol } from '@beurs/domain';
import { Link } from 'react-router';
import { Button, EmptyState, Heading, SegmentedControl, Skeleton } from '@beurs/ui';
import { AlertsList } from '../alerts/alerts-list';
import { AlertsPanel } from '../alerts/alerts-panel';
import { alertsQuery } from '../alerts/alerts-query';
import { useCurrentUser } from '../session/use-current-user';
import { useLiveOrders } from '../session/use-live-orders';
import { useRealtimeState } from '../session/use-realtime-state';
import { useKeyboardActions } from '../keyboard/keyboard-actions';
import { useWorkspaceSelection } from '../workspace/selection-store';
import { OrdersTable } from './orders-table';
import { useCloseAll } from './use-close-all';
import { useCloseOrder } from './use-close-order';
import { useModifyOrder } from './use-modify-order';
import { useOrderJournal } from './use-order-journal';
import { useReverseOrder } from './use-reverse-order';
import './positions-panel.css';

type Show = 'open' | 'pending' | 'alerts';

/**
 * The workspace's positions and orders: the account's open positions and pending orders, live
 * from the socket, with their P&L and Close (or Cancel) always in view. A click or focus on a
 * row selects it for the keyboard's C, which asks for confirmation like the button. Each position
 * can be reversed, and the Positions view closes them all at once ("Close all", and "Close all
 * EURUSD" when the selected instrument has more than one), each after a confirmation naming how
 * many and their P&L. Its third view holds the price alerts: a new one on the selected
 * instrument, and every alert set.
 */
export function PositionsPanel({ symbol = null }: { symbol?: MarketSymbol | null }) {
  const orders = useLiveOrders();
  const currency = useCurrentUser()?.currency ?? 'EUR';
  const live = useRealtimeState();
  const [show, setShow] = useState<Show>('open');
  const close = useCloseOrder(currency);
  const modify = useModifyOrder();
  const journal = useOrderJournal();
  const closeAll = useCloseAll(currency);
  const reverse = useReverseOrder();
  const selectedId = useWorkspaceSelection((state) => state.orderId);
  const select = useWorkspaceSelection((state) => state.selectOrder);
  const open = useMemo(() => orders.filter((order) => order.status === 'open'), [orders]);
  const pending = useMemo(() => orders.filter((order) => order.status === 'pending'), [orders]);
  const shown = show === 'open' ? open : pending;
  const instrumentId = symbol?.instrument_id;
  const onInstrument = useMemo(
    () => (instrumentId ? open.filter((order) => order.instrument_id === instrumentId) : []),
    [open, instrumentId],
  );
  const activeAlerts = (useQuery(alertsQuery()).data ?? []).filter((alert) => alert.status === 'active').length;
  const request = close.request;

  // C closes the selected order, with the same confirmation as its button.
  useEffect(
    () =>
      useKeyboardActions.getState().register('closeSelected', () => {
        const order = orders.find((candidate) => candidate.id === selectedId);
        if (!order) return 'Select a position first: click its row, then press C.';
        request(order);
        return null;
      }),
    [orders, selectedId, request],
  );

  return (
    <section className="t-positions-panel" aria-labelledby="positions-panel-title">
      <div className="t-positions-panel__head">
        <Heading level={2} id="positions-panel-title" className="t-card-title">
          Positions and orders
        </Heading>
        <SegmentedControl
          label="Show"
          value={show}
          onValueChange={setShow}
          options={[
            { value: 'open', label: `Positions (${open.length})` },
            { value: 'pending', label: `Pending orders (${pending.length})` },
            { value: 'alerts', label: `Alerts (${activeAlerts})` },
          ]}
        />
        {show === 'open' && open.length > 0 ? (
          <span className="t-positions-panel__actions">
            {instrumentId && onInstrument.length > 1 ? (
              <Button size="small" variant="secondary" onClick={() => closeAll.request({ positions: onInstrument, instrumentId })}>
                {`Close all ${instrumentId}`}
              </Button>
            ) : null}
            <Button size="small" variant="secondary" onClick={() => closeAll.request({ positions: open })}>
              Close all
            </Button>
          </span>
        ) : null}
      </div>
      <div className="t-positions-panel__body">
        {show === 'alerts' ? (
          symbol ? (
            <AlertsPanel symbol={symbol} listAll />
          ) : (
            <AlertsList />
          )
        ) : orders.length === 0 && (live === 'connecting' || live === 'idle') ? (
          <Skeleton label="Connecting to your live orders" height="3em" shape="rectangle" />
        ) : shown.length === 0 ? (
          <EmptyState
            title={show === 'open' ? 'No open positions' : 'No pending orders'}
            description={
              show === 'open'
                ? 'Positions you open appear here with their live profit and loss.'
                : 'Limit and stop orders wait here for their price.'
            }
            action={<Link to="/orders">All orders</Link>}
            headingLevel={3}
          />
        ) : (
          <OrdersTable
            orders={shown}
            currency={currency}
            onClose={close.request}
            onModify={modify.request}
            onReverse={show === 'open' ? reverse.request : undefined}
            onJournal={journal.request}
            caption={show === 'open' ? 'Open positions' : 'Pending orders'}
            selectedId={selectedId}
            onSelect={select}
            layout="compact"
            // The workspace pane around the panel draws the frame.
            framed={false}
          />
        )}
      </div>
      {close.dialog}
      {modify.dialog}
      {closeAll.dialog}
      {reverse.dialog}
      {journal.dialog}
    </section>
  );
}
