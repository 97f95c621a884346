import { useState } from 'react';
import { Button, Modal, TextField } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { fieldErrorsOf, type FieldErrors } from '../errors/field-errors';
import { showError } from '../errors/show-error';
import { useModifyOrderMutation } from './use-modify-order-mutation';
import { changesSomething, levelsOf, modifyBody, type OrderLevelsForm } from './order-changes';

/** What {@link useModifyOrder} returns. */
export interface ModifyOrder {
  /** Opens the dialog on an order's levels. */
  request: (order: Order) => void;
  /** The dialog; render it once. */
  dialog: React.ReactNode;
}

/** "Modify buy 0.01 BTCUSD": the button's name says which order it changes. */
export function modifyLabel(order: Order): string {
  return `Modify ${order.side} ${order.volume} ${order.instrument_id}`;
}

const LABELS: Record<keyof OrderLevelsForm, string> = {
  price: 'Price',
  limitPrice: 'Limit price',
  stopLoss: 'Stop-loss',
  takeProfit: 'Take-profit',
  trailingDistance: 'Trailing distance',
};

/** The server's field paths, as the form names its fields. */
const PATHS: Record<string, keyof OrderLevelsForm> = {
  price: 'price',
  limit_price: 'limitPrice',
  sl: 'stopLoss',
  tp: 'takeProfit',
  trailing_distance: 'trailingDistance',
};

function formErrors(errors: FieldErrors): Partial<Record<keyof OrderLevelsForm, string>> {
  const mapped: Partial<Record<keyof OrderLevelsForm, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = PATHS[path];
    if (field) mapped[field] = message;
  }
  return mapped;
}

/** The success toast: the order's levels as the server saved them. */
function changedText(changed: Order): string {
  const levels = [
    changed.status === 'pending' ? `price ${changed.price ?? '—'}` : null,
    changed.type === 'stop_limit' ? `limit ${changed.limit_price ?? '—'}` : null,
    `SL ${changed.stop_loss ?? 'none'}`,
    `TP ${changed.take_profit ?? 'none'}`,
    changed.trailing_distance ? `trailing ${changed.trailing_distance}` : null,
  ].filter(Boolean);
  return `Order changed: ${changed.side} ${changed.volume} ${changed.instrument_id}, ${levels.join(', ')}`;
}

/**
 * Changing an order without closing it: stop-loss and take-profit of a position or a pending
 * order, the price of a pending order, and a trailing stop on a position. Only what changed is
 * sent; an emptied level is removed. Every refused field is marked at once, with the server's
 * words (the same rules as opening).
 */
export function useModifyOrder(): ModifyOrder {
  const [order, setOrder] = useState<Order | null>(null);
  const [form, setForm] = useState<OrderLevelsForm>({ price: '', limitPrice: '', stopLoss: '', takeProfit: '', trailingDistance: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof OrderLevelsForm, string>>>({});
  const modify = useModifyOrderMutation({
    announce: changedText,
    // A refused level is marked on its field; only a refusal of no field is a toast.
    onFailure: (error) => {
      const refusedFields = formErrors(fieldErrorsOf(error));
      setErrors(refusedFields);
      if (Object.keys(refusedFields).length === 0) showError(error);
    },
  });
  const busy = modify.isPending;
  const pending = order?.status === 'pending';

  const request = (next: Order) => {
    setOrder(next);
    setForm(levelsOf(next));
    setErrors({});
  };

  const save = () => {
    if (!order || busy) return;
    const typed = Object.fromEntries(
      (Object.keys(form) as Array<keyof OrderLevelsForm>)
        .filter((key) => form[key].trim() !== '')
        .map((key) => [key, { label: LABELS[key], value: form[key] }]),
    );
    const refused = checkDecimalFields(typed);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    const body = modifyBody(order, form);
    if (!changesSomething(body)) {
      setErrors({ [pending ? 'price' : 'stopLoss']: 'Change a level first: nothing differs from the order as it is.' });
      return;
    }
    setErrors({});
    modify.mutate(body, { onSuccess: () => setOrder(null) });
  };

  const field = (key: keyof OrderLevelsForm, hint: string) => (
    <TextField
      label={LABELS[key]}
      inputMode="decimal"
      autoComplete="off"
      value={form[key]}
      onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
      error={errors[key]}
      hint={hint}
    />
  );

  const dialog = (
    <Modal
      open={order !== null}
      onClose={() => (busy ? undefined : setOrder(null))}
      title={order ? modifyLabel(order) : 'Modify'}
      description={
        order
          ? pending
            ? `Pending ${order.type} order at ${order.price ?? '—'}. Empty a level to remove it.`
            : `Open at ${order.open_price ?? '—'}, now ${order.current_price ?? '—'}. Empty a level to remove it.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOrder(null)} disabled={busy}>
            Keep it
          </Button>
          <Button loading={busy} onClick={save}>
            Save changes
          </Button>
        </>
      }
    >
      {order ? (
        <form
          className="t-form"
          noValidate
          aria-label={modifyLabel(order)}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {pending
            ? field(
                'price',
                order.type === 'stop_limit' ? 'The stop: where the order starts to work as a limit' : `Where the ${order.type} order fills`,
              )
            : null}
          {pending && order.type === 'stop_limit' ? field('limitPrice', 'The limit: the worst price it fills at once triggered') : null}
          {field(
            'stopLoss',
            order.side === 'buy'
              ? 'Below the price: closes the position to limit a loss'
              : 'Above the price: closes the position to limit a loss',
          )}
          {field(
            'takeProfit',
            order.side === 'buy'
              ? 'Above the price: closes the position to take the profit'
              : 'Below the price: closes the position to take the profit',
          )}
          {pending
            ? null
            : field(
                'trailingDistance',
                'Price distance the stop-loss keeps behind the price as it moves your way; empty for a fixed stop-loss',
              )}
          <button type="submit" hidden />
        </form>
      ) : null}
    </Modal>
  );

  return { request, dialog };
}
