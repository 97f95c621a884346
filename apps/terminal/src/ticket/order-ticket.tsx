import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, ChoiceGroup, FigureList, FigureListItem, Heading, Notice, Select, StickyFooter, Text, TextField, notify } from '@beurs/ui';
import { ORDER_TYPES, type Decimal, type MarketSymbol, type OpenOrderRequest, type OrderSide, type OrderType } from '@beurs/domain';
import { DemoLabel } from '../components/demo-label';
import { QuotePrice } from '../components/quote-price';
import { fieldErrorsOf, type FieldErrors } from '../errors/field-errors';
import { showError } from '../errors/show-error';
import { formatDecimal } from '../format/format-decimal';
import { useKeyboardActions } from '../keyboard/keyboard-actions';
import { accountRate, ratePairs } from '../market/eur-rate';
import { useCachedSymbols } from '../market/use-symbols';
import { useLiveQuotes } from '../market/use-live-quotes';
import { usePreferences } from '../preferences/preferences-store';
import { getServices } from '../services/services';
import { getSession } from '../session/session';
import { useAccountFigures } from '../session/use-account-figures';
import { opensText } from './next-market-open';
import { checkTicket, openingStopLoss } from './ticket-checks';
import { computeTicketFigures, pipSize } from './ticket-figures';

const TYPE_LABELS: Record<OrderType, string> = { market: 'Market', limit: 'Limit', stop: 'Stop' };
type Field = 'volume' | 'price' | 'stop_loss' | 'take_profit' | 'trailing_distance' | 'leverage';

function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

function money(value: Decimal | null, currency: string): string {
  return value ? `${formatDecimal(value, 2)} ${currency}` : '—';
}

/**
 * The order ticket: buy or sell at the live bid/ask, volume, leverage up to the instrument's
 * cap, market or a pending limit/stop with its price, optional stop-loss and take-profit. Before
 * sending it shows the spread, the pip value, the money at risk at the stop-loss, the required
 * margin against the free margin and (where it means something) the close-out price; it checks
 * every field at once and will not send an order that does not fit the free margin, or a market
 * order while the market is closed (it offers a pending order instead). The server's field
 * errors go to their fields.
 */
export function OrderTicket({ symbol }: { symbol: MarketSymbol }) {
  const formId = useId();
  const cap = symbol.max_leverage;
  const defaultVolume = usePreferences((state) => state.defaultVolume);
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<OrderType>(symbol.is_open ? 'market' : 'limit');
  const [volume, setVolume] = useState(defaultVolume);
  const [leverage, setLeverage] = useState(cap);
  const [price, setPrice] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [trailingDistance, setTrailingDistance] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusSubmit, setFocusSubmit] = useState(0);
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
        // With a trailing stop, the money at risk is at the level the stop starts from.
        stopLoss: openingStopLoss({ side, type, volume, price, stopLoss, takeProfit, trailingDistance }, symbol),
        takeProfit,
        account: { equity: figuresNow.equity, margin: figuresNow.margin },
        quoteToAccountRate: rate,
      })
    : null;

  // Every client-side check at once; a field shows its error once it holds something, or after a try.
  const clientErrors = checkTicket({ side, type, volume, price, stopLoss, takeProfit, trailingDistance }, symbol);
  const values: Record<Field, string> = { volume, price, stop_loss: stopLoss, take_profit: takeProfit, trailing_distance: trailingDistance, leverage: String(leverage) };
  const errorOf = (field: Field): string | undefined =>
    serverErrors[field] ?? (submitted || values[field].trim() ? clientErrors[field] : undefined);
  const marketClosed = !symbol.is_open && type === 'market';
  const opens = useMemo(() => (symbol.is_open ? null : opensText(symbol.trading_hours, new Date())), [symbol.is_open, symbol.trading_hours]);
  // What keeps the button disabled, said beside it.
  const blocker = marketClosed
    ? `The market is closed: a market order cannot be filled now. ${opens ?? ''} Choose Limit or Stop to place a pending order.`
    : figures?.fits === false && figures.margin
      ? `Not enough free margin: this order needs ${money(figures.margin, figures.marginCurrency)}, you have ${money(figures.freeMargin, figures.marginCurrency)}. Lower the volume or raise the leverage.`
      : null;

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setResult(null);
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  // B and S choose the side and move to the button: the order goes only on a second, deliberate key.
  useEffect(() => {
    const { register } = useKeyboardActions.getState();
    const choose = (value: OrderSide) => () => {
      setSide(value);
      setFocusSubmit((count) => count + 1);
      return null;
    };
    const offBuy = register('buy', choose('buy'));
    const offSell = register('sell', choose('sell'));
    return () => {
      offBuy();
      offSell();
    };
  }, []);
  useEffect(() => {
    if (focusSubmit > 0) submitRef.current?.focus();
  }, [focusSubmit]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0 || blocker) return;
    setBusy(true);
    setResult(null);
    const form: OpenOrderRequest = { instrument_id: symbol.instrument_id, side, type, volume: volume.trim(), leverage: effectiveLeverage };
    if (type !== 'market') form.price = price.trim();
    if (stopLoss.trim()) form.stop_loss = stopLoss.trim();
    if (takeProfit.trim()) form.take_profit = takeProfit.trim();
    if (type === 'market' && trailingDistance.trim()) form.trailing_distance = trailingDistance.trim();
    try {
      const { order } = await getServices().api.openOrder(form);
      notify.success(
        order.status === 'pending'
          ? `Order placed: ${order.type} ${order.side} ${order.volume} ${order.instrument_id} at ${order.price ?? '—'}`
          : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${order.open_price ?? '—'}`,
      );
      setSubmitted(false);
      setResult(
        order.status === 'pending'
          ? `Pending ${order.type} ${order.side} of ${order.volume} ${order.instrument_id} at ${order.price ?? '—'} is waiting under Pending orders.`
          : `${order.side === 'buy' ? 'Bought' : 'Sold'} ${order.volume} ${order.instrument_id} at ${order.open_price ?? '—'}: the position is under Positions.`,
      );
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      showError(error);
    } finally {
      setBusy(false);
      await getSession().reloadUser();
    }
  };

  const digits = symbol.digits;
  const currency = figures?.marginCurrency ?? 'EUR';
  const blockerId = `${formId}-blocker`;
  return (
    <form className="t-ticket" onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} noValidate>
      <div className="t-ticket__head">
        <Heading level={2} id={`${formId}-title`} className="t-card-title">
          Trade {symbol.instrument_id}
        </Heading>
        {symbol.is_open ? <Badge variant="positive">Market open</Badge> : <Badge variant="warning">Market closed</Badge>}
      </div>
      {symbol.is_open ? null : (
        <Notice tone="warning" className="t-notice" data-testid="ticket-closed">
          <p>
            The market is closed. {opens}
          </p>
          {type === 'market' ? (
            <Button size="small" variant="secondary" onClick={() => setType('limit')}>
              Place a pending order instead
            </Button>
          ) : (
            <Text as="p" variant="muted" className="t-hint">
              A pending order waits and fills at its price once the market trades.
            </Text>
          )}
        </Notice>
      )}
      <ChoiceGroup
        legend="Side"
        name={`${formId}-side`}
        className="t-side-toggle"
        optionClassName="t-side-option"
        value={side}
        onValueChange={setSide}
        options={(['buy', 'sell'] as const).map((value) => ({
          value,
          tone: value,
          label: (
            <>
              {value === 'buy' ? 'Buy at ' : 'Sell at '}
              <QuotePrice value={value === 'buy' ? symbol.ask : symbol.bid} />
            </>
          ),
        }))}
      />
      <Text as="p" variant="muted" className="t-ticket__spread" data-testid="ticket-spread">
        Spread {formatDecimal(figures?.spread ?? symbol.spread, digits)} {symbol.currency}
      </Text>
      <div className="t-form-grid t-ticket__fields">
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
            onChange={(event) => edit('price', setPrice)(event.target.value)}
            error={errorOf('price')}
            hint={`In ${symbol.currency}, ${digits} decimals`}
          />
        )}
        <TextField
          label="Volume (lots)"
          inputMode="decimal"
          value={volume}
          onChange={(event) => edit('volume', setVolume)(event.target.value)}
          error={errorOf('volume')}
          hint={`1 lot = ${symbol.contract_size} ${Number(symbol.contract_size) === 1 ? 'unit' : 'units'}`}
        />
        <Select
          label="Leverage"
          value={String(effectiveLeverage)}
          onChange={(event) => edit('leverage', (value) => setLeverage(Number(value)))(event.target.value)}
          options={Array.from({ length: cap }, (_, index) => ({ value: String(index + 1), label: `1:${index + 1}` }))}
          hint={`Up to 1:${cap} (ESMA cap for this instrument)`}
          error={serverErrors.leverage}
        />
        <TextField
          label="Stop-loss (optional)"
          inputMode="decimal"
          value={stopLoss}
          onChange={(event) => edit('stop_loss', setStopLoss)(event.target.value)}
          error={errorOf('stop_loss')}
        />
        <TextField
          label="Take-profit (optional)"
          inputMode="decimal"
          value={takeProfit}
          onChange={(event) => edit('take_profit', setTakeProfit)(event.target.value)}
          error={errorOf('take_profit')}
        />
        {type === 'market' ? (
          <TextField
            label="Trailing stop distance (optional)"
            inputMode="decimal"
            value={trailingDistance}
            onChange={(event) => edit('trailing_distance', setTrailingDistance)(event.target.value)}
            error={errorOf('trailing_distance')}
            hint="The stop-loss follows the price at this distance and never moves back."
          />
        ) : null}
      </div>
      <FigureList framed aria-live="polite">
        <FigureListItem term="Required margin" data-testid="ticket-margin">
          {figures?.margin ? `${figures.approximate ? '≈ ' : ''}${formatDecimal(figures.margin, 2)} ${figures.marginCurrency}` : '—'}
        </FigureListItem>
        {/* The free margin the order exceeds shows in the loss colour, beside the blocker that says why. */}
        <FigureListItem term="Free margin" data-testid="ticket-free-margin" tone={figures?.fits === false ? 'negative' : undefined}>
          {figuresNow ? `${formatDecimal(figuresNow.freeMargin, 2)} ${figuresNow.currency}` : '—'}
        </FigureListItem>
        <FigureListItem term={`Pip value (${pipSize(symbol).toString()})`} data-testid="ticket-pip-value">
          {figures?.pipValue ? `${figures.approximate ? '≈ ' : ''}${formatDecimal(figures.pipValue, 2)} ${currency}` : '—'}
        </FigureListItem>
        <FigureListItem term="At risk at stop-loss" data-testid="ticket-risk">
          {figures?.riskAtStopLoss && !errorOf('stop_loss') ? `${figures.approximate ? '≈ ' : ''}${money(figures.riskAtStopLoss, currency)}` : '—'}
        </FigureListItem>
        {figures?.rewardAtTakeProfit && !errorOf('take_profit') ? (
          <FigureListItem term="Gain at take-profit" data-testid="ticket-reward">
            {`${figures.approximate ? '≈ ' : ''}${money(figures.rewardAtTakeProfit, currency)}`}
          </FigureListItem>
        ) : null}
        <FigureListItem term="Close-out price" data-testid="ticket-close-out">
          {figures?.closeOutPrice
            ? formatDecimal(figures.closeOutPrice, digits)
            : figures?.margin && figures.fits && !figures.closeOutNote
              ? 'None at a positive price'
              : '—'}
        </FigureListItem>
      </FigureList>
      {figures?.closeOutNote ? (
        <Text as="p" variant="muted" className="t-hint" data-testid="ticket-close-out-note">
          Close-out: {figures.closeOutNote}
        </Text>
      ) : null}
      {figures?.note ? (
        <Text as="p" variant="muted" className="t-hint">
          {figures.note}
        </Text>
      ) : null}
      {figures?.approximate ? (
        <Text as="p" variant="muted" className="t-hint">
          ≈ converted from {symbol.currency} at the current EUR cross rate; the server computes the exact margin when it fills.
        </Text>
      ) : null}
      <Text as="p" variant="muted" className="t-hint">
        Close-out: positions are closed when equity falls to 50% of the margin used (ESMA).
      </Text>
      <StickyFooter className="t-ticket__submit">
        <DemoLabel />
        {blocker ? (
          <Notice variant="text" tone="negative" id={blockerId} role="status" data-testid="ticket-blocker">
            {blocker}
          </Notice>
        ) : null}
        <Button ref={submitRef} type="submit" variant={side} fullWidth loading={busy} disabled={blocker !== null} aria-describedby={blocker ? blockerId : undefined}>
          {`${side === 'buy' ? 'Buy' : 'Sell'} ${volume.trim() || '…'} ${symbol.instrument_id}`}
        </Button>
        {result ? (
          <Notice ref={resultRef} variant="text" tabIndex={-1} role="status" data-testid="ticket-result">
            {result}
          </Notice>
        ) : null}
      </StickyFooter>
    </form>
  );
}
