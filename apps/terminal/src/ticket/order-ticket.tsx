import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Badge, Button, FigureList, FigureListItem, Heading, Notice, Select, StickyFooter, TextField, notify } from '@beurs/ui';
import {
  ACCOUNT_CURRENCY,
  Decimal,
  ORDER_EXPIRIES,
  ORDER_TYPES,
  type MarketSymbol,
  type Order,
  type OrderExpiry,
  type OpenOrderRequest,
  type OrderSide,
  type OrderType,
} from '@beurs/domain';
import { DemoLabel } from '../components/demo-label';
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
import { ExpiresAtField } from './expires-at-field';
import { formatFigure } from './format-figure';
import { opensText } from './next-market-open';
import { RiskSizing } from './risk-sizing';
import { SidePicker } from './side-picker';
import { TYPE_LABELS, checkTicket, expiryInstant, openingStopLoss, type TicketForm } from './ticket-checks';
import { computeTicketFigures, valueUnit } from './ticket-figures';
import { VolumeStepper } from './volume-stepper';
import { useTicketDraftFor } from '../workspace/ticket-draft';
import { SymbolPriceSource } from '../components/symbol-price-source';
import { fillPriceText } from '../orders/fill-source';
import './order-ticket.css';

type Field = 'volume' | 'price' | 'limit_price' | 'stop_loss' | 'take_profit' | 'trailing_distance' | 'leverage' | 'expires_at';

const ONE = Decimal.from(1);
const EXPIRY_LABELS: Record<OrderExpiry, string> = {
  gtc: 'Until cancelled (GTC)',
  day: 'End of the trading day',
  date: 'At a date and time',
};

function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

function isExpiry(value: string): value is OrderExpiry {
  return (ORDER_EXPIRIES as readonly string[]).includes(value);
}

function money(value: Decimal | null, currency: string): string {
  return value ? `${formatDecimal(value, 2)} ${currency}` : '—';
}

/** Props of {@link OrderTicket}. */
export interface OrderTicketProps {
  symbol: MarketSymbol;
  /** The side chosen when the ticket opens (the phone's Sell or Buy). Defaults to buy. */
  initialSide?: OrderSide;
  /**
   * Where the button (with the demo label, the blocker and the result) goes instead of the
   * ticket's sticky end: a bottom sheet's footer, which stays in view above the keyboard. The
   * button still submits this ticket's form (its `form` attribute). Nothing is rendered there
   * until the element exists.
   */
  footerTarget?: HTMLElement | null;
  /** Called once the server has taken an order (a sheet closes itself on it). */
  onPlaced?: (order: Order) => void;
}

/**
 * The order ticket, laid out to fit a 300 × 560 px pane without scrolling in its default state:
 * Sell and Buy with their live prices and the spread, volume with steppers, leverage up to the
 * instrument's cap, stop-loss and take-profit, the figures before sending (required margin
 * against free margin, the value of a pip or point, money at risk at the stop-loss and gained at
 * the take-profit, the close-out price where it means something), and the sticky button. Hints
 * are descriptions (`title`), the long notes one disclosure. The rest opens in place under
 * "More": the order type (market, limit, stop, stop-limit), a market order's trailing stop, a
 * pending order's expiry, and sizing from risk. A pending order's type and price stay at the top,
 * so its price is never hidden. Every field is checked at once; the ticket will not send an
 * order that does not fit the free margin, or a market order while the market is closed (it
 * offers a pending order instead). The server's field errors go to their fields.
 */
export function OrderTicket({ symbol, initialSide = 'buy', footerTarget, onPlaced }: OrderTicketProps) {
  const formId = useId();
  const inSheet = footerTarget !== undefined;
  const cap = symbol.max_leverage;
  const defaultVolume = usePreferences((state) => state.defaultVolume);
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [type, setType] = useState<OrderType>(symbol.is_open ? 'market' : 'limit');
  const [volume, setVolume] = useState(defaultVolume);
  const [leverage, setLeverage] = useState(cap);
  const [price, setPrice] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [trailingDistance, setTrailingDistance] = useState('');
  const [expiry, setExpiry] = useState<OrderExpiry>('gtc');
  const [expiresAt, setExpiresAt] = useState('');
  const [moreOpen, setMoreOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const [focusSubmit, setFocusSubmit] = useState(0);
  const [focusType, setFocusType] = useState(0);
  const figuresNow = useAccountFigures();
  const symbols = useCachedSymbols();
  const effectiveLeverage = Math.min(leverage, cap);
  const pending = type !== 'market';

  const rate = useMemo(() => accountRate(symbol.currency, symbols), [symbol.currency, symbols]);
  // The margin in EUR follows the cross rate, so the pairs it is converted through stream too.
  useLiveQuotes(useMemo(() => ratePairs(symbol.currency, symbols), [symbol.currency, symbols]));
  const form: TicketForm = { side, type, volume, price, limitPrice, stopLoss, takeProfit, trailingDistance, expiry, expiresAt };
  // With a trailing stop, the money at risk is at the level the stop starts from.
  const startingStopLoss = openingStopLoss(form, symbol);
  const figures = figuresNow
    ? computeTicketFigures({
        symbol,
        side,
        type,
        volume,
        leverage: effectiveLeverage,
        price,
        limitPrice,
        stopLoss: startingStopLoss,
        takeProfit,
        account: { equity: figuresNow.equity, margin: figuresNow.margin },
        quoteToAccountRate: rate,
      })
    : null;

  // Every client-side check at once; a field shows its error once it holds something, or after a try.
  const clientErrors = checkTicket(form, symbol);
  const values: Record<Field, string> = {
    volume,
    price,
    limit_price: limitPrice,
    stop_loss: stopLoss,
    take_profit: takeProfit,
    trailing_distance: trailingDistance,
    leverage: String(leverage),
    expires_at: expiresAt,
  };
  const errorOf = (field: Field): string | undefined =>
    serverErrors[field] ?? (submitted || values[field].trim() ? clientErrors[field] : undefined);
  const marketClosed = !symbol.is_open && type === 'market';
  const opens = useMemo(
    () => (symbol.is_open ? null : opensText(symbol.trading_hours, new Date())),
    [symbol.is_open, symbol.trading_hours],
  );
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

  const chooseType = (next: OrderType) => {
    // The type select moves between "More" (market) and the top (pending): keep the focus on it.
    if ((next === 'market') !== (type === 'market')) setFocusType((count) => count + 1);
    setType(next);
    setResult(null);
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
  // A pending order proposed from the chart's price axis is filled in here; only this ticket's
  // button sends it, after the trader has seen it (its focus moves there).
  useTicketDraftFor(symbol.instrument_id, (draft) => {
    setSide(draft.side);
    setType(draft.type);
    setPrice(draft.price);
    setResult(null);
    setFocusSubmit((count) => count + 1);
  });
  useEffect(() => {
    if (focusSubmit > 0) submitRef.current?.focus();
  }, [focusSubmit]);
  useEffect(() => {
    if (focusType > 0) typeRef.current?.focus();
  }, [focusType]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0 || blocker) {
      // A field under "More" that holds an error opens it on a try, so the error is seen.
      if (clientErrors.trailing_distance || clientErrors.expires_at) setMoreOpen(true);
      return;
    }
    setBusy(true);
    setResult(null);
    const request: OpenOrderRequest = {
      instrument_id: symbol.instrument_id,
      side,
      type,
      volume: volume.trim(),
      leverage: effectiveLeverage,
    };
    if (pending) {
      request.price = price.trim();
      if (type === 'stop_limit') request.limit_price = limitPrice.trim();
      // Good-till-cancelled is the server's default: sent only when it is something else.
      if (expiry !== 'gtc') request.expiry = expiry;
      const instant = expiry === 'date' ? expiryInstant(expiresAt) : null;
      if (instant) request.expires_at = instant.toISOString();
    }
    if (stopLoss.trim()) request.stop_loss = stopLoss.trim();
    if (takeProfit.trim()) request.take_profit = takeProfit.trim();
    if (type === 'market' && trailingDistance.trim()) request.trailing_distance = trailingDistance.trim();
    try {
      const { order } = await getServices().api.openOrder(request);
      const label = TYPE_LABELS[order.type].toLowerCase();
      const at = order.type === 'stop_limit' ? `stop ${order.price ?? '—'}, limit ${order.limit_price ?? '—'}` : `at ${order.price ?? '—'}`;
      notify.success(
        order.status === 'pending'
          ? `Order placed: ${label} ${order.side} ${order.volume} ${order.instrument_id} ${at}`
          : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${fillPriceText(order.open_price, order.open_quote, symbol.price_source)}`,
      );
      setSubmitted(false);
      setResult(
        order.status === 'pending'
          ? `Pending ${label} ${order.side} of ${order.volume} ${order.instrument_id} ${at} is waiting under Pending orders.`
          : `${order.side === 'buy' ? 'Bought' : 'Sold'} ${order.volume} ${order.instrument_id} at ${fillPriceText(order.open_price, order.open_quote, symbol.price_source)}: the position is under Positions.`,
      );
      onPlaced?.(order);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (fields.trailing_distance || fields.expires_at || fields.expiry) setMoreOpen(true);
      showError(error);
    } finally {
      setBusy(false);
      await getSession().reloadUser();
    }
  };

  const digits = symbol.digits;
  const currency = figures?.marginCurrency ?? ACCOUNT_CURRENCY;
  const approx = figures?.approximate ? '≈ ' : '';
  const unit = valueUnit(symbol);
  const blockerId = `${formId}-blocker`;
  const noCloseOut = !figures?.closeOutPrice && Boolean(figures?.margin && figures.fits && !figures.closeOutNote);
  const priceHint = `In ${symbol.currency}, ${digits} decimals`;

  const typeSelect = (
    <Select
      ref={typeRef}
      label="Order type"
      value={type}
      onChange={(event) => {
        if (isOrderType(event.target.value)) chooseType(event.target.value);
      }}
      options={ORDER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
    />
  );

  // The button and what is said beside it: the ticket's sticky end, or a sheet's footer.
  const footer = (
    <>
      <DemoLabel />
      {blocker ? (
        <Notice variant="text" tone="negative" id={blockerId} role="status" data-testid="ticket-blocker">
          {blocker}
        </Notice>
      ) : null}
      <Button
        ref={submitRef}
        type="submit"
        form={`${formId}-form`}
        variant={side}
        fullWidth
        loading={busy}
        disabled={blocker !== null}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {`${side === 'buy' ? 'Buy' : 'Sell'} ${volume.trim() || '…'} ${symbol.instrument_id}`}
      </Button>
      {result ? (
        <Notice ref={resultRef} variant="text" tabIndex={-1} role="status" data-testid="ticket-result">
          {result}
        </Notice>
      ) : null}
    </>
  );

  return (
    <form
      id={`${formId}-form`}
      className={`t-ticket${inSheet ? ' t-ticket--sheet' : ''}`}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
      noValidate
    >
      <div className="t-ticket__head">
        {/* In a sheet, the sheet's own title says it: the heading stays for the form's name. */}
        {/* Where the prices come from, under the title: the head stays one row beside the badge. */}
        <div className="t-ticket__title-group">
          <Heading level={2} id={`${formId}-title`} className={inSheet ? 'bx-visually-hidden' : 't-card-title t-ticket__title'}>
            Trade {symbol.instrument_id}
          </Heading>
          <SymbolPriceSource symbol={symbol} />
        </div>
        {symbol.is_open ? <Badge variant="positive">Market open</Badge> : <Badge variant="warning">Market closed</Badge>}
      </div>
      {symbol.is_open ? null : (
        <Notice tone="warning" className="t-ticket__closed" data-testid="ticket-closed">
          <p>The market is closed. {opens}</p>
          {type === 'market' ? (
            <Button size="small" variant="secondary" onClick={() => chooseType('limit')}>
              Place a pending order instead
            </Button>
          ) : null}
        </Notice>
      )}
      <SidePicker symbol={symbol} side={side} onChange={setSide} name={`${formId}-side`} />
      {pending ? (
        <div className="t-ticket__row" data-testid="ticket-pending">
          {typeSelect}
          <TextField
            label={type === 'stop_limit' ? 'Stop price' : `${TYPE_LABELS[type]} price`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(event) => edit('price', setPrice)(event.target.value)}
            error={errorOf('price')}
            title={type === 'stop_limit' ? `The price that triggers the order. ${priceHint}` : priceHint}
          />
          {type === 'stop_limit' ? (
            <TextField
              label="Limit price"
              className="t-ticket__wide"
              inputMode="decimal"
              autoComplete="off"
              value={limitPrice}
              onChange={(event) => edit('limit_price', setLimitPrice)(event.target.value)}
              error={errorOf('limit_price')}
              title={`Once triggered, the order fills only at this price or better. ${priceHint}`}
            />
          ) : null}
        </div>
      ) : null}
      <div className="t-ticket__row">
        <VolumeStepper value={volume} onChange={edit('volume', setVolume)} error={errorOf('volume')} unitsPerLot={symbol.contract_size} />
        <Select
          label="Leverage"
          value={String(effectiveLeverage)}
          onChange={(event) => edit('leverage', (value) => setLeverage(Number(value)))(event.target.value)}
          options={Array.from({ length: cap }, (_, index) => ({ value: String(index + 1), label: `1:${index + 1}` }))}
          title={`Up to 1:${cap} (ESMA cap for this instrument)`}
          error={serverErrors.leverage}
        />
      </div>
      <div className="t-ticket__row">
        <TextField
          label="Stop-loss"
          inputMode="decimal"
          autoComplete="off"
          placeholder="None"
          value={stopLoss}
          onChange={(event) => edit('stop_loss', setStopLoss)(event.target.value)}
          error={errorOf('stop_loss')}
          title={`Optional. Closes the position at this price to limit the loss. ${priceHint}`}
        />
        <TextField
          label="Take-profit"
          inputMode="decimal"
          autoComplete="off"
          placeholder="None"
          value={takeProfit}
          onChange={(event) => edit('take_profit', setTakeProfit)(event.target.value)}
          error={errorOf('take_profit')}
          title={`Optional. Closes the position at this price to take the gain. ${priceHint}`}
        />
      </div>
      <details className="t-ticket__more" open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary title="More: order type, trailing stop, expiry, size from risk">
          More: order type, trailing stop, expiry, size from risk
        </summary>
        <div className="t-ticket__more-body">
          {pending ? null : typeSelect}
          {pending ? (
            <>
              <Select
                label="Expiry"
                value={expiry}
                onChange={(event) => {
                  const next = event.target.value;
                  if (isExpiry(next)) edit('expires_at', () => setExpiry(next))(next);
                }}
                options={ORDER_EXPIRIES.map((value) => ({ value, label: EXPIRY_LABELS[value] }))}
                title="How long the order waits for its price. End of the trading day: when the instrument's session closes."
                error={serverErrors.expiry}
              />
              {expiry === 'date' ? (
                <ExpiresAtField value={expiresAt} onChange={edit('expires_at', setExpiresAt)} error={errorOf('expires_at')} />
              ) : null}
            </>
          ) : (
            <TextField
              label="Trailing stop distance"
              inputMode="decimal"
              autoComplete="off"
              placeholder="None"
              value={trailingDistance}
              onChange={(event) => edit('trailing_distance', setTrailingDistance)(event.target.value)}
              error={errorOf('trailing_distance')}
              title={`Optional. The stop-loss follows the price at this distance (in ${symbol.currency}) and never moves back.`}
            />
          )}
          <RiskSizing
            side={side}
            entryPrice={figures?.openPrice ?? null}
            stopLoss={startingStopLoss}
            stopLossError={clientErrors.stop_loss ?? clientErrors.trailing_distance}
            equity={figuresNow?.equity ?? null}
            accountCurrency={ACCOUNT_CURRENCY}
            contractSize={symbol.contract_size}
            quoteToAccountRate={symbol.currency === ACCOUNT_CURRENCY ? ONE : rate}
            onUse={edit('volume', setVolume)}
          />
        </div>
      </details>
      <FigureList layout="rows" size="small" framed className="t-ticket__figures" aria-live="polite">
        <FigureListItem term="Required margin" data-testid="ticket-margin">
          {figures?.margin ? `${approx}${formatDecimal(figures.margin, 2)} ${figures.marginCurrency}` : '—'}
        </FigureListItem>
        {/* The free margin the order exceeds shows in the loss colour, beside the blocker that says why. */}
        <FigureListItem term="Free margin" data-testid="ticket-free-margin" tone={figures?.fits === false ? 'negative' : undefined}>
          {figuresNow ? `${formatDecimal(figuresNow.freeMargin, 2)} ${figuresNow.currency}` : '—'}
        </FigureListItem>
        <FigureListItem term={unit.label} data-testid="ticket-pip-value">
          {figures?.pipValue ? `${approx}${formatFigure(figures.pipValue)} ${currency}` : '—'}
        </FigureListItem>
        <FigureListItem term="Risk at stop-loss" data-testid="ticket-risk">
          {figures?.riskAtStopLoss && !errorOf('stop_loss') ? `${approx}${money(figures.riskAtStopLoss, currency)}` : '—'}
        </FigureListItem>
        <FigureListItem term="Gain at take-profit" data-testid="ticket-reward">
          {figures?.rewardAtTakeProfit && !errorOf('take_profit') ? `${approx}${money(figures.rewardAtTakeProfit, currency)}` : '—'}
        </FigureListItem>
        {/* "None above 0": no positive price brings this account to the close-out with this order. */}
        <FigureListItem
          term="Close-out price"
          data-testid="ticket-close-out"
          title={noCloseOut ? 'No price above 0 brings the close-out with this order' : undefined}
        >
          {figures?.closeOutPrice ? formatDecimal(figures.closeOutPrice, digits) : noCloseOut ? 'None above 0' : '—'}
        </FigureListItem>
      </FigureList>
      {figures?.note ? (
        <p className="t-ticket__note" data-testid="ticket-note">
          {figures.note}
        </p>
      ) : null}
      <details className="t-ticket__about">
        <summary>{figures?.approximate ? '≈ EUR at cross rate · 50% close-out' : 'Close-out at 50% of margin'}</summary>
        {figures?.approximate ? (
          <p>≈ converted from {symbol.currency} at the current EUR cross rate; the server computes the exact margin when it fills.</p>
        ) : null}
        <p>Close-out: positions are closed when equity falls to 50% of the margin used (ESMA).</p>
        {figures?.closeOutNote ? <p data-testid="ticket-close-out-note">Close-out: {figures.closeOutNote}</p> : null}
      </details>
      {inSheet ? (
        footerTarget ? (
          createPortal(<div className="t-ticket__submit t-ticket__submit--sheet">{footer}</div>, footerTarget)
        ) : null
      ) : (
        <StickyFooter className="t-ticket__submit">{footer}</StickyFooter>
      )}
    </form>
  );
}
