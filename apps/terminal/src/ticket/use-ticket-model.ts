import { useMemo, useReducer, type Dispatch } from 'react';
import type { Decimal, MarketSymbol, OrderSide } from '@beurs/domain';
import type { FieldErrors } from '../errors/field-errors';
import { accountRate, ratePairs } from '../market/eur-rate';
import { useLiveQuotes } from '../market/use-live-quotes';
import { useCachedSymbols } from '../market/use-symbols';
import { usePreferences } from '../preferences/preferences-store';
import type { AccountFigures } from '../session/account-figures';
import { useAccountFigures } from '../session/use-account-figures';
import { formatMoney } from './format-figure';
import { opensText } from './next-market-open';
import { checkTicket, openingStopLoss } from './ticket-checks';
import { computeTicketFigures, type TicketFigures } from './ticket-figures';
import { initialTicketForm, ticketFormReducer, type TicketField, type TicketFormAction, type TicketFormState } from './ticket-form-state';

/** The ticket's fields with all that follows from them and the market: what every part of the ticket reads. */
export interface TicketModel {
  symbol: MarketSymbol;
  form: TicketFormState;
  dispatch: Dispatch<TicketFormAction>;
  /** The leverage sent: the one chosen, never above the instrument's cap. */
  leverage: number;
  /** A limit, stop or stop-limit order: it waits for its price. */
  pending: boolean;
  /** The account's figures now, or null before they are known. */
  account: AccountFigures | null;
  /** The order's figures before sending, or null before the account is known. */
  figures: TicketFigures | null;
  /** EUR value of one unit of the instrument's currency, or null when no pair converts it. */
  rate: Decimal | null;
  /** The level the stop-loss starts at: the one typed, or where a trailing stop starts. */
  startingStopLoss: string;
  /** Every client-side check that fails, keyed by field. */
  clientErrors: FieldErrors;
  /** The error a field shows: the server's, or its own check once it holds something or after a try. */
  errorOf: (field: TicketField) => string | undefined;
  /** When a closed market opens again, in the trader's time; null while it is open. */
  opens: string | null;
  /** What keeps the button disabled, said beside it; null when the order can go. */
  blocker: string | null;
}

function textOf(form: TicketFormState, field: TicketField): string {
  switch (field) {
    case 'volume':
      return form.volume;
    case 'price':
      return form.price;
    case 'limit_price':
      return form.limitPrice;
    case 'stop_loss':
      return form.stopLoss;
    case 'take_profit':
      return form.takeProfit;
    case 'trailing_distance':
      return form.trailingDistance;
    case 'leverage':
      return String(form.leverage);
    case 'expires_at':
      return form.expiresAt;
  }
}

/**
 * The ticket of `symbol`: its form model (a reducer, started afresh when the instrument changes)
 * and what the fields make of it against the live prices and the account: the figures, the
 * checks, and what blocks the button.
 */
export function useTicketModel(symbol: MarketSymbol, initialSide: OrderSide): TicketModel {
  const defaultVolume = usePreferences((state) => state.defaultVolume);
  const [form, dispatch] = useReducer(ticketFormReducer, { symbol, side: initialSide, volume: defaultVolume }, initialTicketForm);
  // Another instrument in the same ticket starts it afresh, as a new ticket would.
  if (form.instrumentId !== symbol.instrument_id)
    dispatch({ type: 'instrument-changed', start: { symbol, side: initialSide, volume: defaultVolume } });
  const account = useAccountFigures();
  const symbols = useCachedSymbols();
  const cap = symbol.max_leverage;
  const leverage = Math.min(form.leverage, cap);

  const rate = useMemo(() => accountRate(symbol.currency, symbols), [symbol.currency, symbols]);
  // The margin in EUR follows the cross rate, so the pairs it is converted through stream too.
  useLiveQuotes(useMemo(() => ratePairs(symbol.currency, symbols), [symbol.currency, symbols]));
  // With a trailing stop, the money at risk is at the level the stop starts from.
  const startingStopLoss = openingStopLoss(form, symbol);
  const figures = account
    ? computeTicketFigures({
        symbol,
        side: form.side,
        type: form.type,
        volume: form.volume,
        leverage,
        price: form.price,
        limitPrice: form.limitPrice,
        stopLoss: startingStopLoss,
        takeProfit: form.takeProfit,
        account: { equity: account.equity, margin: account.margin },
        quoteToAccountRate: rate,
      })
    : null;

  // Every client-side check at once; a field shows its error once it holds something, or after a try.
  const clientErrors = checkTicket(form, symbol);
  const errorOf = (field: TicketField): string | undefined =>
    form.serverErrors[field] ?? (form.submitted || textOf(form, field).trim() ? clientErrors[field] : undefined);
  const opens = useMemo(
    () => (symbol.is_open ? null : opensText(symbol.trading_hours, new Date())),
    [symbol.is_open, symbol.trading_hours],
  );
  const blocker =
    !symbol.is_open && form.type === 'market'
      ? `The market is closed: a market order cannot be filled now. ${opens ?? ''} Choose Limit or Stop to place a pending order.`
      : figures?.fits === false && figures.margin
        ? `Not enough free margin: this order needs ${formatMoney(figures.margin, figures.marginCurrency)}, you have ${formatMoney(figures.freeMargin, figures.marginCurrency)}. Lower the volume or raise the leverage.`
        : null;

  return {
    symbol,
    form,
    dispatch,
    leverage,
    pending: form.type !== 'market',
    account,
    figures,
    rate,
    startingStopLoss,
    clientErrors,
    errorOf,
    opens,
    blocker,
  };
}
