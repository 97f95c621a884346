import { TextField } from '@beurs/ui';
import { priceHint } from './price-hint';
import type { TicketModel } from './use-ticket-model';

/** The optional stop-loss and take-profit, side by side. */
export function TicketLevels({ ticket }: { ticket: TicketModel }) {
  const { symbol, form, dispatch, errorOf } = ticket;
  const hint = priceHint(symbol);
  return (
    <div className="t-ticket__row">
      <TextField
        label="Stop-loss"
        inputMode="decimal"
        autoComplete="off"
        placeholder="None"
        value={form.stopLoss}
        onChange={(event) => dispatch({ type: 'field-edited', field: 'stop_loss', value: event.target.value })}
        error={errorOf('stop_loss')}
        title={`Optional. Closes the position at this price to limit the loss. ${hint}`}
      />
      <TextField
        label="Take-profit"
        inputMode="decimal"
        autoComplete="off"
        placeholder="None"
        value={form.takeProfit}
        onChange={(event) => dispatch({ type: 'field-edited', field: 'take_profit', value: event.target.value })}
        error={errorOf('take_profit')}
        title={`Optional. Closes the position at this price to take the gain. ${hint}`}
      />
    </div>
  );
}
