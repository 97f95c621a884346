import { useId, useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Select, TextField, notify } from '@beurs/ui';
import { ORDER_TYPES, type MarketSymbol, type OpenOrderRequest, type OrderSide, type OrderType } from '@beurs/domain';
import { DemoLabel } from '../components/demo-label';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { fieldErrorsOf, type FieldErrors } from '../errors/field-errors';
import { showError } from '../errors/show-error';
import { formatDecimal } from '../format/format-decimal';
import { accountRate, ratePairs } from '../market/eur-rate';
import { useCachedSymbols } from '../market/use-symbols';
import { useLiveQuotes } from '../market/use-live-quotes';
import { getServices } from '../services/services';
import { getSession } from '../session/session';
import { useAccountFigures } from '../session/use-account-figures';
import { computeTicketFigures } from './ticket-figures';

const TYPE_LABELS: Record<OrderType, string> = { market: 'Market', limit: 'Limit', stop: 'Stop' };

function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

/**
 * The order ticket: buy or sell, volume, leverage up to the instrument's cap, market or a
 * pending limit/stop with its price, optional stop-loss and take-profit. Before sending it shows
 * the required margin (in EUR; "≈" when converted from the quote currency) and the margin
 * close-out price. Server refusals are shown as the server words them.
 */
export function OrderTicket({ symbol }: { symbol: MarketSymbol }) {
  const formId = useId();
  const cap = symbol.max_leverage;
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<OrderType>('market');
  const [volume, setVolume] = useState('0.01');
  const [leverage, setLeverage] = useState(cap);
  const [price, setPrice] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const figuresNow = useAccountFigures();
  const symbols = useCachedSymbols();
  const effectiveLeverage = Math.min(leverage, cap);

  const rate = useMemo(() => accountRate(symbol.currency, symbols), [symbol.currency, symbols]);
  // The margin in EUR follows the cross rate, so the pairs it is converted through stream too.
  useLiveQuotes(useMemo(() => ratePairs(symbol.currency, symbols), [symbol.currency, symbols]));
  const figures = figuresNow
    ? computeTicketFigures({
        symbol,
        side,
        type,
        volume,
        leverage: effectiveLeverage,
        price,
        account: { equity: figuresNow.equity, margin: figuresNow.margin },
        quoteToAccountRate: rate,
      })
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's decimal grammar, said before anything is sent; empty optional fields are left out.
    const refused = checkDecimalFields({
      volume: { label: 'Volume', value: volume },
      ...(type !== 'market' && price.trim() ? { price: { label: 'Price', value: price } } : {}),
      ...(stopLoss.trim() ? { stop_loss: { label: 'Stop-loss', value: stopLoss } } : {}),
      ...(takeProfit.trim() ? { take_profit: { label: 'Take-profit', value: takeProfit } } : {}),
    });
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    setBusy(true);
    setErrors({});
    const form: OpenOrderRequest = { instrument_id: symbol.instrument_id, side, type, volume: volume.trim(), leverage: effectiveLeverage };
    if (type !== 'market') form.price = price.trim();
    if (stopLoss.trim()) form.stop_loss = stopLoss.trim();
    if (takeProfit.trim()) form.take_profit = takeProfit.trim();
    try {
      const { order } = await getServices().api.openOrder(form);
      notify.success(
        order.status === 'pending'
          ? `Order placed: ${order.type} ${order.side} ${order.volume} ${order.instrument_id} at ${order.price ?? '—'}`
          : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${order.open_price ?? '—'}`,
      );
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      showError(error);
    } finally {
      setBusy(false);
      await getSession().reloadUser();
    }
  };

  const digits = symbol.digits;
  return (
    <form className="t-ticket" onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} noValidate>
      <div className="t-ticket__head">
        <h2 id={`${formId}-title`} className="t-card-title">
          Trade {symbol.instrument_id}
        </h2>
        {symbol.is_open ? <Badge variant="positive">Market open</Badge> : <Badge variant="warning">Market closed</Badge>}
      </div>
      <fieldset className="t-side-toggle">
        <legend>Side</legend>
        {(['buy', 'sell'] as const).map((value) => (
          <label key={value} className={`t-side-option t-side-option--${value}${side === value ? ' t-side-option--checked' : ''}`}>
            <input type="radio" name={`${formId}-side`} value={value} checked={side === value} onChange={() => setSide(value)} />
            <span>{value === 'buy' ? `Buy at ${symbol.ask}` : `Sell at ${symbol.bid}`}</span>
          </label>
        ))}
      </fieldset>
      <div className="t-form-grid">
        <Select
          label="Order type"
          value={type}
          onChange={(event) => {
            if (isOrderType(event.target.value)) setType(event.target.value);
          }}
          options={ORDER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        />
        {type === 'market' ? null : (
          <TextField
            label={`${TYPE_LABELS[type]} price`}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={errors.price}
            hint={`In ${symbol.currency}, ${digits} decimals`}
          />
        )}
        <TextField label="Volume (lots)" inputMode="decimal" value={volume} onChange={(event) => setVolume(event.target.value)} error={errors.volume} hint={`1 lot = ${symbol.contract_size} units`} />
        <Select
          label="Leverage"
          value={String(effectiveLeverage)}
          onChange={(event) => setLeverage(Number(event.target.value))}
          options={Array.from({ length: cap }, (_, index) => ({ value: String(index + 1), label: `1:${index + 1}` }))}
          hint={`Up to 1:${cap} (ESMA cap for this instrument)`}
          error={errors.leverage}
        />
        <TextField label="Stop-loss (optional)" inputMode="decimal" value={stopLoss} onChange={(event) => setStopLoss(event.target.value)} error={errors.stop_loss} />
        <TextField label="Take-profit (optional)" inputMode="decimal" value={takeProfit} onChange={(event) => setTakeProfit(event.target.value)} error={errors.take_profit} />
      </div>
      <dl className="t-ticket__figures" aria-live="polite">
        <div>
          <dt>Required margin</dt>
          <dd data-testid="ticket-margin">
            {figures?.margin
              ? `${figures.approximate ? '≈ ' : ''}${formatDecimal(figures.margin, 2)} ${figures.marginCurrency}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Close-out price</dt>
          <dd data-testid="ticket-close-out">
            {figures?.closeOutPrice ? formatDecimal(figures.closeOutPrice, digits) : figures?.margin ? 'None at a positive price' : '—'}
          </dd>
        </div>
        <div>
          <dt>Free margin</dt>
          <dd>{figuresNow ? `${formatDecimal(figuresNow.freeMargin, 2)} ${figuresNow.currency}` : '—'}</dd>
        </div>
      </dl>
      {figures?.note ? <p className="t-hint">{figures.note}</p> : null}
      {figures?.approximate ? (
        <p className="t-hint">≈ converted from {symbol.currency} at the current EUR cross rate; the server computes the exact margin when it fills.</p>
      ) : null}
      <p className="t-hint">Close-out: positions are closed when equity falls to 50% of the margin used (ESMA).</p>
      <DemoLabel />
      <Button type="submit" variant={side} fullWidth loading={busy}>
        {`${side === 'buy' ? 'Buy' : 'Sell'} ${volume.trim() || '…'} ${symbol.instrument_id}`}
      </Button>
    </form>
  );
}
