import { Select } from '@beurs/ui';
import type { TicketModel } from './use-ticket-model';
import { VolumeStepper } from './volume-stepper';

/** Volume with its steppers, and leverage up to the instrument's cap. */
export function TicketSizeFields({ ticket }: { ticket: TicketModel }) {
  const { symbol, form, dispatch, errorOf } = ticket;
  const cap = symbol.max_leverage;
  return (
    <div className="t-ticket__row">
      <VolumeStepper
        value={form.volume}
        onChange={(value) => dispatch({ type: 'field-edited', field: 'volume', value })}
        error={errorOf('volume')}
        unitsPerLot={symbol.contract_size}
      />
      <Select
        label="Leverage"
        value={String(ticket.leverage)}
        onChange={(event) => dispatch({ type: 'leverage-chosen', leverage: Number(event.target.value) })}
        options={Array.from({ length: cap }, (_, index) => ({ value: String(index + 1), label: `1:${index + 1}` }))}
        title={`Up to 1:${cap} (ESMA cap for this instrument)`}
        error={form.serverErrors.leverage}
      />
    </div>
  );
}
