import type { Ref } from 'react';
import { TextField } from '@beurs/ui';
import { OrderTypeSelect } from './order-type-select';
import { priceHint } from './price-hint';
import { TYPE_LABELS } from './ticket-checks';
import type { TicketModel } from './use-ticket-model';

/** A pending order's type and price at the top, so its price is never hidden; a stop-limit's limit beside them. */
export function PendingPriceFields({ ticket, typeRef }: { ticket: TicketModel; typeRef: Ref<HTMLSelectElement> }) {
  const { symbol, form, dispatch, errorOf } = ticket;
  if (!ticket.pending) return null;
  const hint = priceHint(symbol);
  return (
    <div className="t-ticket__row" data-testid="ticket-pending">
      <OrderTypeSelect ticket={ticket} selectRef={typeRef} />
      <TextField
        label={form.type === 'stop_limit' ? 'Stop price' : `${TYPE_LABELS[form.type]} price`}
        inputMode="decimal"
        autoComplete="off"
        value={form.price}
        onChange={(event) => dispatch({ type: 'field-edited', field: 'price', value: event.target.value })}
        error={errorOf('price')}
        title={form.type === 'stop_limit' ? `The price that triggers the order. ${hint}` : hint}
      />
      {form.type === 'stop_limit' ? (
        <TextField
          label="Limit price"
          className="t-ticket__wide"
          inputMode="decimal"
          autoComplete="off"
          value={form.limitPrice}
          onChange={(event) => dispatch({ type: 'field-edited', field: 'limit_price', value: event.target.value })}
          error={errorOf('limit_price')}
          title={`Once triggered, the order fills only at this price or better. ${hint}`}
        />
      ) : null}
    </div>
  );
}
