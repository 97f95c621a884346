import { useState } from 'react';
import { ALERT_RULES, Decimal, type AlertCondition, type MarketSymbol } from '@beurs/domain';
import { Button, Select, TextField } from '@beurs/ui';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { useServerForm } from '../errors/use-server-form';
import { useCreateAlert } from './use-create-alert';

const CONDITIONS = [
  { value: 'above', label: 'Bid rises to or above' },
  { value: 'below', label: 'Bid falls to or below' },
] as const;

/**
 * A new price alert on one instrument. It opens on the side of the market a trader usually
 * watches (a level just above the bid), and the server says when the bid already meets it.
 */
export function AlertForm({ symbol }: { symbol: MarketSymbol }) {
  const [condition, setCondition] = useState<AlertCondition>('above');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const bid = Decimal.from(symbol.bid).toFixed(symbol.digits);
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useCreateAlert(),
    validate: () =>
      price.trim() === '' ? { price: 'Enter the price to be alerted at' } : checkDecimalFields({ price: { label: 'Price', value: price } }),
    request: () => {
      const trimmedNote = note.trim();
      return { instrument_id: symbol.instrument_id, condition, price: price.trim(), ...(trimmedNote ? { note: trimmedNote } : {}) };
    },
    onSuccess: () => {
      setPrice('');
      setNote('');
    },
  });

  return (
    <form className="t-form t-alert-form" onSubmit={onSubmit} noValidate aria-label={`New price alert on ${symbol.instrument_id}`}>
      <Select
        label="When"
        value={condition}
        options={CONDITIONS}
        onChange={(event) => setCondition(event.target.value as AlertCondition)}
        error={errors.condition}
      />
      <TextField
        label="Price"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        placeholder={bid}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
        hint={`Bid now ${bid}`}
      />
      <TextField
        label="Note (optional)"
        value={note}
        maxLength={ALERT_RULES.noteMaxLength}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <Button type="submit" loading={busy}>
        Set alert
      </Button>
    </form>
  );
}
