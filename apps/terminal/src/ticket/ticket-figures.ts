import {
  ACCOUNT_CURRENCY,
  Decimal,
  isDecimalText,
  marginCloseOutPrice,
  openingPrice,
  requiredMargin,
  toMoney,
  type MarketSymbol,
  type OrderSide,
  type OrderType,
} from '@beurs/domain';

/** What the ticket knows when it computes its figures. */
export interface TicketInput {
  symbol: MarketSymbol;
  side: OrderSide;
  type: OrderType;
  /** As typed. */
  volume: string;
  leverage: number;
  /** The limit or stop price as typed (a stop-limit's stop); ignored for a market order. */
  price: string;
  /**
   * A stop-limit's limit price as typed: the worst price it fills at, so the margin and the money
   * at risk are computed there. Ignored for the other types.
   */
  limitPrice?: string;
  /** The account now: equity and the margin its open positions use, in EUR. */
  account: { equity: Decimal; margin: Decimal };
  /** Stop-loss and take-profit as typed; empty when not set. Defaults to none. */
  stopLoss?: string;
  takeProfit?: string;
  /** EUR value of one unit of the instrument's quote currency; null when no pair converts it. */
  quoteToAccountRate: Decimal | null;
}

/** The figures shown before an order is sent. */
export interface TicketFigures {
  /**
   * The price the order would open at: ask for a buy, bid for a sell, the limit/stop price, or a
   * stop-limit's limit price (the worst it fills at).
   */
  openPrice: Decimal | null;
  /** Required margin; in EUR when the rate is known, else in the quote currency. */
  margin: Decimal | null;
  marginCurrency: string;
  /** True when the margin was converted to EUR at a cross rate that moves ("≈"). */
  approximate: boolean;
  /** The price (bid for a buy, ask for a sell) at which the 50% close-out would be due. */
  closeOutPrice: Decimal | null;
  /** Why the close-out price is not shown, when it is not (see {@link closeOutShown}). */
  closeOutNote: string | null;
  /** Why a figure is missing, to show in its place. */
  note: string | null;
  /** Free margin now, in EUR: equity less the margin the open positions use. */
  freeMargin: Decimal;
  /**
   * Whether the required margin fits the free margin; null when it cannot be told (no margin
   * yet, or a margin in another currency than the account's).
   */
  fits: boolean | null;
  /** Ask minus bid, in price units. */
  spread: Decimal;
  /**
   * What one {@link valueUnit} (a pip, or a whole point) is worth for this volume, in the margin's
   * currency, unrounded to the cent: a pip of a small volume is often worth less than one.
   */
  pipValue: Decimal | null;
  /** What the position loses if closed at its stop-loss, in the margin's currency (positive). */
  riskAtStopLoss: Decimal | null;
  /** What the position gains if closed at its take-profit, in the margin's currency. */
  rewardAtTakeProfit: Decimal | null;
}

/**
 * The pip: 0.0001 for currency pairs quoted with 5 or 4 decimals (0.01 for 3 or 2, the yen
 * pairs), the last quoted decimal for everything else (a share's cent, an index point's tenth).
 */
export function pipSize(symbol: Pick<MarketSymbol, 'type' | 'digits'>): Decimal {
  const digits = symbol.type === 'forex' && (symbol.digits === 5 || symbol.digits === 3) ? symbol.digits - 1 : symbol.digits;
  return Decimal.fromUnits(1n, digits);
}

/** The price move the ticket quotes a value for: a pip, or a whole point. */
export interface ValueUnit {
  kind: 'pip' | 'point';
  size: Decimal;
  /** "Pip value (0.0001)", "Point value (1)". */
  label: string;
}

/**
 * What the ticket values a move of: index CFDs are traded in points (the market's own unit), and
 * so are coins priced in the thousands, whose pip (a cent on 91,250.00) is worth nothing a trader
 * could read; every other instrument in pips ({@link pipSize}). Decided by the class and the
 * price's size, not by a ratio, so the label does not flip as the price moves.
 */
export function valueUnit(symbol: Pick<MarketSymbol, 'type' | 'digits' | 'bid'>): ValueUnit {
  const point = symbol.type === 'index' || (symbol.type === 'crypto' && Decimal.from(symbol.bid).gte(1000));
  if (point) return { kind: 'point', size: Decimal.from(1), label: 'Point value (1)' };
  const size = pipSize(symbol);
  return { kind: 'pip', size, label: `Pip value (${size.toString()})` };
}

function readPositive(text: string): Decimal | null {
  const trimmed = text.trim();
  // Only the contract's grammar: no exponent, bounded digits, so typing cannot stall the page.
  if (!isDecimalText(trimmed)) return null;
  const value = Decimal.from(trimmed);
  return value.isPositive() ? value : null;
}

/**
 * Whether the close-out estimate means something, and why not when it does not. It assumes the
 * order fills and the rest of the account stays as it is, so it is shown only when
 *  - the order fits the free margin: one that does not is refused, and its "close-out" would lie
 *    on the wrong side of the opening price (due the moment it opened), and
 *  - the estimate lies beyond the price the position would close at now (below the bid for a
 *    buy, above the ask for a sell): anything else means the close-out is due at once.
 */
export function closeOutShown(input: { side: OrderSide; closeOutPrice: Decimal | null; fits: boolean | null; bid: string; ask: string }): {
  show: boolean;
  note: string | null;
} {
  if (input.fits === false) return { show: false, note: 'Not shown: the order does not fit the free margin.' };
  if (input.fits === null) return { show: false, note: null };
  // No positive price brings the close-out: the ticket says so in place of the price.
  if (!input.closeOutPrice) return { show: false, note: null };
  const beyond = input.side === 'buy' ? input.closeOutPrice.lt(input.bid) : input.closeOutPrice.gt(input.ask);
  return beyond ? { show: true, note: null } : { show: false, note: 'Not shown: the close-out would be due as soon as the order opens.' };
}

/** The stop-loss's or take-profit's distance from the opening price in money, or null when not set or not readable. */
function moneyAt(input: { text: string | undefined; openPrice: Decimal; units: Decimal }): Decimal | null {
  const level = input.text ? readPositive(input.text) : null;
  if (!level) return null;
  return toMoney(level.sub(input.openPrice).abs().mul(input.units));
}

/**
 * Required margin (requiredMargin at the current ask or bid, or at the pending price) and the
 * margin close-out price (marginCloseOutPrice: this position alone bringing equity to 50% of
 * the margin used, the new position's included), computed exactly from the domain math.
 */
export function computeTicketFigures(input: TicketInput): TicketFigures {
  const { symbol, side, type, leverage, account, quoteToAccountRate } = input;
  const openPrice =
    type === 'market'
      ? openingPrice(side, symbol)
      : type === 'stop_limit'
        ? readPositive(input.price) && readPositive(input.limitPrice ?? '')
        : readPositive(input.price);
  const volume = readPositive(input.volume);
  const inEur = symbol.currency === ACCOUNT_CURRENCY;
  const rate = inEur ? Decimal.from(1) : quoteToAccountRate;
  const freeMargin = account.equity.sub(account.margin);
  const spread = Decimal.from(symbol.ask).sub(symbol.bid);
  const empty = {
    openPrice,
    margin: null,
    marginCurrency: ACCOUNT_CURRENCY,
    approximate: false,
    closeOutPrice: null,
    closeOutNote: null,
    freeMargin,
    fits: null,
    spread,
    pipValue: null,
    riskAtStopLoss: null,
    rewardAtTakeProfit: null,
  };
  if (!openPrice) return { ...empty, note: 'Enter a price to see the margin.' };
  if (!volume) return { ...empty, note: 'Enter a volume to see the margin.' };
  if (!Number.isInteger(leverage) || leverage < 1) return { ...empty, note: 'Choose a leverage to see the margin.' };

  const size = { volume, contractSize: symbol.contract_size, price: openPrice, leverage };
  // Units of the quote currency moved by one unit of price, in the margin's currency.
  const units = volume.mul(symbol.contract_size).mul(rate ?? 1);
  const money = {
    spread,
    freeMargin,
    // Ten places: the EUR rate's own precision; shown with the digits it needs (formatFigure).
    pipValue: units.mul(valueUnit(symbol).size).round(10, 'half-even'),
    riskAtStopLoss: moneyAt({ text: input.stopLoss, openPrice, units }),
    rewardAtTakeProfit: moneyAt({ text: input.takeProfit, openPrice, units }),
  };
  if (!rate) {
    return {
      ...money,
      openPrice,
      margin: requiredMargin(size),
      marginCurrency: symbol.currency,
      approximate: false,
      closeOutPrice: null,
      closeOutNote: null,
      fits: null,
      note: `No ${symbol.currency}/EUR rate is quoted: the margin is shown in ${symbol.currency}.`,
    };
  }
  const margin = requiredMargin({ ...size, quoteToAccountRate: rate });
  const fits = margin.lte(freeMargin);
  const closeOutPrice = marginCloseOutPrice({
    side,
    volume,
    contractSize: symbol.contract_size,
    openPrice,
    equityWithoutPosition: account.equity,
    usedMargin: account.margin.add(margin),
    digits: symbol.digits,
    quoteToAccountRate: rate,
  });
  const shown = closeOutShown({ side, closeOutPrice, fits, bid: symbol.bid, ask: symbol.ask });
  return {
    ...money,
    openPrice,
    margin,
    marginCurrency: ACCOUNT_CURRENCY,
    approximate: !inEur,
    closeOutPrice: shown.show ? closeOutPrice : null,
    closeOutNote: shown.note,
    fits,
    note: null,
  };
}
