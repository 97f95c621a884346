import { Link } from 'react-router';
import { EmptyState, Money } from '@beurs/ui';
import { useLiveOrders } from '../../session/use-live-orders';

const SHOWN = 8;

/** The open positions with their live P&L (from the socket). */
export function OpenPositions({ currency }: { currency: string }) {
  const orders = useLiveOrders();
  const open = orders.filter((order) => order.status === 'open');
  if (open.length === 0) {
    return (
      <EmptyState
        title="No open positions"
        description="Positions you open on the exchange appear here with their live profit and loss."
        action={<Link to="/exchange">Go to the exchange</Link>}
        headingLevel={3}
      />
    );
  }
  return (
    <>
      <ul className="t-position-list">
        {open.slice(0, SHOWN).map((order) => (
          <li key={order.id} className="t-position-list__item">
            <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>{order.instrument_id}</Link>
            <span>
              {order.side === 'buy' ? 'Buy' : 'Sell'} {order.volume}
            </span>
            <Money value={order.pnl} currency={currency} kind="pnl" />
          </li>
        ))}
      </ul>
      {open.length > SHOWN ? <Link to="/orders">All {open.length} positions</Link> : <Link to="/orders">Manage orders</Link>}
    </>
  );
}
