import type { Ref } from 'react';
import { Select } from '@beurs/ui';
import { ORDER_TYPES, type OrderType } from '@beurs/domain';
import { TYPE_LABELS } from './ticket-checks';
import type { TicketModel } from './use-ticket-model';

function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

/** Market, limit, stop or stop-limit: under "More" for a market order, at the top for a pending one. */
export function OrderTypeSelect({ ticket, selectRef }: { ticket: TicketModel; selectRef: Ref<HTMLSelectElement> }) {
  return (
    <Select
      ref={selectRef}
      label="Order type"
      value={ticket.form.type}
      onChange={(event) => {
        const next = event.target.value;
        if (isOrderType(next)) ticket.dispatch({ type: 'order-type-chosen', orderType: next });
      }}
      options={ORDER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
    />
  );
}
