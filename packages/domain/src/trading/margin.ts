import { MARGIN_CLOSE_OUT_LEVEL_PERCENT } from '../constants/limits';
import type { OrderSide } from '../constants/statuses';
import { Decimal, type DecimalInput } from '../money/decimal';
import { toMoney } from '../money/money';

/** Size of a position: lots times units per lot. */
export interface PositionSize {
  volume: DecimalInput;
  contractSize: DecimalInput;
}

/** What `requiredMargin` needs: the position, its opening price and the leverage. */
export interface MarginInput extends PositionSize {
  /** Price the position opens at (ask for a buy, bid for a sell). */
  price: DecimalInput;
  leverage: number;
  /** Account-currency value of one unit of the quote currency. Defaults to 1. */
  quoteToAccountRate?: DecimalInput;
}

/**
 * Initial margin of a position: notional / leverage in the account currency, rounded up to
 * the cent so that the broker never holds less than the rule asks.
 *
 * @example
 * requiredMargin({ volume: '1', contractSize: '100000', price: '1.1', leverage: 30 }).toFixed(2) // '3666.67'
 */
export function requiredMargin(input: MarginInput): Decimal {
  if (!Number.isInteger(input.leverage) || input.leverage < 1) {
    throw new RangeError(`Leverage must be a whole number of at least 1, got ${input.leverage}`);
  }
  const notional = notionalValue(input);
  return notional.div(input.leverage, 2, 'ceil');
}

/**
 * Notional value of a position in the account currency (unrounded).
 *
 * @example
 * notionalValue({ volume: '0.5', contractSize: '100000', price: '1.0850' }).toFixed(2) // '54250.00'
 */
export function notionalValue(input: PositionSize & { price: DecimalInput; quoteToAccountRate?: DecimalInput }): Decimal {
  return Decimal.from(input.volume)
    .mul(input.contractSize)
    .mul(input.price)
    .mul(input.quoteToAccountRate ?? 1);
}

/** What `positionPnl` needs: the position, its opening price and the current quote. */
export interface PnlInput extends PositionSize {
  side: OrderSide;
  openPrice: DecimalInput;
  /** The current quote: a buy closes at the bid, a sell at the ask. */
  bid: DecimalInput;
  ask: DecimalInput;
  /** Account-currency value of one unit of the quote currency. Defaults to 1. */
  quoteToAccountRate?: DecimalInput;
}

/**
 * The price a position closes at now: the bid for a long (buy), the ask for a short (sell).
 *
 * @example
 * closingPrice('buy', { bid: '1.0850', ask: '1.0852' }).toFixed(4) // '1.0850'
 */
export function closingPrice(side: OrderSide, quote: { bid: DecimalInput; ask: DecimalInput }): Decimal {
  return Decimal.from(side === 'buy' ? quote.bid : quote.ask);
}

/**
 * The price a position opens at now: the ask for a long (buy), the bid for a short (sell).
 *
 * @example
 * openingPrice('buy', { bid: '1.0850', ask: '1.0852' }).toFixed(4) // '1.0852'
 */
export function openingPrice(side: OrderSide, quote: { bid: DecimalInput; ask: DecimalInput }): Decimal {
  return Decimal.from(side === 'buy' ? quote.ask : quote.bid);
}

/**
 * Profit or loss of a position if it were closed at the given quote, in the account currency,
 * rounded half-even to the cent. A long closes at the bid, a short at the ask.
 *
 * @example
 * positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: '100', bid: '110', ask: '111' }).toFixed(2) // '10.00'
 */
export function positionPnl(input: PnlInput): Decimal {
  const exit = closingPrice(input.side, input);
  const move = input.side === 'buy' ? exit.sub(input.openPrice) : Decimal.from(input.openPrice).sub(exit);
  return toMoney(
    move
      .mul(input.volume)
      .mul(input.contractSize)
      .mul(input.quoteToAccountRate ?? 1),
  );
}

/** What an account holds: its ledger balance and its open positions' margin and P&L. */
export interface AccountState {
  balance: DecimalInput;
  /** Sum of the open positions' unrealised P&L. */
  unrealisedPnl: DecimalInput;
  /** Sum of the open positions' initial margin. */
  usedMargin: DecimalInput;
}

/** The figures a trader watches: balance, equity, margin, free margin and margin level. */
export interface AccountMetrics {
  balance: Decimal;
  equity: Decimal;
  margin: Decimal;
  freeMargin: Decimal;
  /** Equity / margin x 100, two decimals; null when no margin is used. */
  marginLevel: Decimal | null;
}

/**
 * Equity, free margin and margin level of an account.
 *
 * @example
 * accountMetrics({ balance: '1000', unrealisedPnl: '-100', usedMargin: '300' }).marginLevel?.toFixed(2) // '300.00'
 */
export function accountMetrics(state: AccountState): AccountMetrics {
  const balance = Decimal.from(state.balance);
  const margin = Decimal.from(state.usedMargin);
  const equity = balance.add(state.unrealisedPnl);
  return {
    balance,
    equity,
    margin,
    freeMargin: equity.sub(margin),
    marginLevel: margin.isZero() ? null : equity.mul(100).div(margin, 2, 'floor'),
  };
}

/**
 * ESMA margin close-out: true when equity has fallen to 50% of the margin the open positions
 * require, or below. Exact: no rounding is involved in the comparison.
 *
 * @example
 * isMarginCloseOutDue({ equity: '150', usedMargin: '300' }) // true
 * isMarginCloseOutDue({ equity: '150.01', usedMargin: '300' }) // false
 */
export function isMarginCloseOutDue(state: { equity: DecimalInput; usedMargin: DecimalInput }): boolean {
  const margin = Decimal.from(state.usedMargin);
  if (!margin.isPositive()) return false;
  // equity <= margin * 50 / 100, compared as equity * 100 <= margin * 50 to avoid division.
  return Decimal.from(state.equity).mul(100).lte(margin.mul(MARGIN_CLOSE_OUT_LEVEL_PERCENT));
}

/** What `marginCloseOutPrice` needs: the position and the rest of the account. */
export interface CloseOutPriceInput extends PositionSize {
  side: OrderSide;
  /** Price the position opened (or would open) at. */
  openPrice: DecimalInput;
  /** Equity of the account without this position's P&L. */
  equityWithoutPosition: DecimalInput;
  /** Margin of all open positions including this one. */
  usedMargin: DecimalInput;
  /** Decimal places of the instrument's price. */
  digits: number;
  quoteToAccountRate?: DecimalInput;
}

/**
 * The closing price (bid for a long, ask for a short) at which this position alone would bring
 * the account to the 50% close-out, other prices unchanged; null when no positive price would.
 * Rounded towards the position's side, so it is the first price at which the close-out is due.
 *
 * @example
 * marginCloseOutPrice({
 *   side: 'buy', volume: '1', contractSize: '100000', openPrice: '1.10000',
 *   equityWithoutPosition: '3000', usedMargin: '3667', digits: 5,
 * })?.toFixed(5) // '1.08833'
 */
export function marginCloseOutPrice(input: CloseOutPriceInput): Decimal | null {
  const units = Decimal.from(input.volume)
    .mul(input.contractSize)
    .mul(input.quoteToAccountRate ?? 1);
  if (!units.isPositive()) return null;
  const threshold = Decimal.from(input.usedMargin).mul(MARGIN_CLOSE_OUT_LEVEL_PERCENT).div(100, 10, 'half-even');
  // Long: E + (p - open) * units = threshold  =>  p = open + (threshold - E) / units.
  // Short: E + (open - p) * units = threshold =>  p = open - (threshold - E) / units.
  const shortfall = threshold.sub(input.equityWithoutPosition).div(units, input.digits + 6, 'half-even');
  const price =
    input.side === 'buy'
      ? Decimal.from(input.openPrice).add(shortfall).round(input.digits, 'floor')
      : Decimal.from(input.openPrice).sub(shortfall).round(input.digits, 'ceil');
  return price.isPositive() ? price : null;
}

/**
 * Negative balance protection (ESMA): a retail account never owes more than it holds. Returns
 * the credit that brings a negative balance back to zero, or zero when none is needed.
 *
 * @example
 * negativeBalanceCredit('-12.34').toFixed(2) // '12.34'
 * negativeBalanceCredit('5').toFixed(2) // '0.00'
 */
export function negativeBalanceCredit(balance: DecimalInput): Decimal {
  const value = Decimal.from(balance);
  return value.isNegative() ? value.neg() : Decimal.ZERO;
}

/** A requested leverage and the cap of its instrument. */
export interface LeverageCheck {
  requested: number;
  cap: number;
}

/**
 * Whether a requested leverage is a whole number between 1 and the instrument's ESMA cap.
 *
 * @example
 * isLeverageAllowed({ requested: 30, cap: 30 }) // true
 * isLeverageAllowed({ requested: 50, cap: 30 }) // false
 */
export function isLeverageAllowed({ requested, cap }: LeverageCheck): boolean {
  return Number.isInteger(requested) && requested >= 1 && requested <= cap;
}
