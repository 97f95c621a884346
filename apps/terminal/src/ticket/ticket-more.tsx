import type { Ref } from 'react';
import { Select, TextField } from '@beurs/ui';
import { ACCOUNT_CURRENCY, Decimal, ORDER_EXPIRIES, type OrderExpiry } from '@beurs/domain';
import { ExpiresAtField } from './expires-at-field';
import { OrderTypeSelect } from './order-type-select';
import { RiskSizing } from './risk-sizing';
import type { TicketModel } from './use-ticket-model';

const ONE = Decimal.from(1);
const MORE_LABEL = 'More: order type, trailing stop, expiry, size from risk';
const EXPIRY_LABELS: Record<OrderExpiry, string> = {
  gtc: 'Until cancelled (GTC)',
  day: 'End of the trading day',
  date: 'At a date and time',
};

function isExpiry(value: string): value is OrderExpiry {
  return (ORDER_EXPIRIES as readonly string[]).includes(value);
}

/**
 * What opens in place under "More": a market order's type and trailing stop, or a pending order's
 * expiry (its type is at the top), and sizing from risk.
 */
export function TicketMore({ ticket, typeRef }: { ticket: TicketModel; typeRef: Ref<HTMLSelectElement> }) {
  const { symbol, form, dispatch, errorOf, figures, pending } = ticket;
  return (
    <details
      className="t-ticket__more"
      open={form.moreOpen}
      onToggle={(event) => dispatch({ type: 'more-toggled', open: event.currentTarget.open })}
    >
      <summary title={MORE_LABEL}>{MORE_LABEL}</summary>
      <div className="t-ticket__more-body">
        {pending ? null : <OrderTypeSelect ticket={ticket} selectRef={typeRef} />}
        {pending ? (
          <>
            <Select
              label="Expiry"
              value={form.expiry}
              onChange={(event) => {
                const next = event.target.value;
                if (isExpiry(next)) dispatch({ type: 'expiry-chosen', expiry: next });
              }}
              options={ORDER_EXPIRIES.map((value) => ({ value, label: EXPIRY_LABELS[value] }))}
              title="How long the order waits for its price. End of the trading day: when the instrument's session closes."
              error={form.serverErrors.expiry}
            />
            {form.expiry === 'date' ? (
              <ExpiresAtField
                value={form.expiresAt}
                onChange={(value) => dispatch({ type: 'field-edited', field: 'expires_at', value })}
                error={errorOf('expires_at')}
              />
            ) : null}
          </>
        ) : (
          <TextField
            label="Trailing stop distance"
            inputMode="decimal"
            autoComplete="off"
            placeholder="None"
            value={form.trailingDistance}
            onChange={(event) => dispatch({ type: 'field-edited', field: 'trailing_distance', value: event.target.value })}
            error={errorOf('trailing_distance')}
            title={`Optional. The stop-loss follows the price at this distance (in ${symbol.currency}) and never moves back.`}
          />
        )}
        <RiskSizing
          side={form.side}
          entryPrice={figures?.openPrice ?? null}
          stopLoss={ticket.startingStopLoss}
          stopLossError={ticket.clientErrors.stop_loss ?? ticket.clientErrors.trailing_distance}
          equity={ticket.account?.equity ?? null}
          accountCurrency={ACCOUNT_CURRENCY}
          contractSize={symbol.contract_size}
          quoteToAccountRate={symbol.currency === ACCOUNT_CURRENCY ? ONE : ticket.rate}
          onUse={(value) => dispatch({ type: 'field-edited', field: 'volume', value })}
        />
      </div>
    </details>
  );
}
