import { Button, Notice } from '@beurs/ui';
import type { TicketModel } from './use-ticket-model';

/** On a closed market: when it opens, and while a market order is chosen, the way to a pending one. */
export function MarketClosedNotice({ ticket }: { ticket: TicketModel }) {
  const { symbol, form, opens, dispatch } = ticket;
  if (symbol.is_open) return null;
  return (
    <Notice tone="warning" className="t-ticket__closed" data-testid="ticket-closed">
      <p>The market is closed. {opens}</p>
      {form.type === 'market' ? (
        <Button size="small" variant="secondary" onClick={() => dispatch({ type: 'order-type-chosen', orderType: 'limit' })}>
          Place a pending order instead
        </Button>
      ) : null}
    </Notice>
  );
}
