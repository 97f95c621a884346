import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, Select, Skeleton, Text } from '@beurs/ui';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { OrdersTable } from '../../orders/orders-table';
import { useCloseOrder } from '../../orders/use-close-order';
import { useModifyOrder } from '../../orders/use-modify-order';
import { useOrderJournal } from '../../orders/use-order-journal';
import { useCurrentUser } from '../../session/use-current-user';
import { useLiveOrders } from '../../session/use-live-orders';
import { useRealtimeState } from '../../session/use-realtime-state';

type Show = 'all' | 'open' | 'pending';

function isShow(value: string): value is Show {
  return value === 'all' || value === 'open' || value === 'pending';
}

/** Live open positions and pending orders, from the socket; change or close one with a confirmation. */
export default function OrdersScreen() {
  const orders = useLiveOrders();
  const currency = useCurrentUser()?.currency ?? 'EUR';
  const [show, setShow] = useState<Show>('all');
  const close = useCloseOrder(currency);
  const modify = useModifyOrder();
  const journal = useOrderJournal();
  const shown = useMemo(() => (show === 'all' ? orders : orders.filter((order) => order.status === show)), [orders, show]);
  const live = useRealtimeState();
  const openCount = orders.filter((order) => order.status === 'open').length;

  return (
    <div className="t-screen">
      <ScreenTitle title="Orders" actions={<DemoLabel />}>
        Orders
      </ScreenTitle>
      <Text as="p" variant="muted" aria-live="polite">
        {openCount} open, {orders.length - openCount} pending. Updated live.
      </Text>
      <Select
        label="Show"
        className="t-inline-select"
        value={show}
        onChange={(event) => {
          if (isShow(event.target.value)) setShow(event.target.value);
        }}
        options={[
          { value: 'all', label: 'Open and pending' },
          { value: 'open', label: 'Open positions' },
          { value: 'pending', label: 'Pending orders' },
        ]}
      />
      {orders.length === 0 && (live === 'connecting' || live === 'idle') ? (
        <Skeleton label="Connecting to your live orders" height="3em" shape="rectangle" />
      ) : shown.length === 0 ? (
        <EmptyState
          title={show === 'pending' ? 'No pending orders' : 'No open orders'}
          description="Orders you open on the exchange appear here, with their live profit and loss."
          action={<Link to="/exchange">Go to the exchange</Link>}
        />
      ) : (
        <OrdersTable
          orders={shown}
          currency={currency}
          onClose={close.request}
          onModify={modify.request}
          onJournal={journal.request}
          caption="Live orders"
        />
      )}
      {close.dialog}
      {modify.dialog}
      {journal.dialog}
    </div>
  );
}
