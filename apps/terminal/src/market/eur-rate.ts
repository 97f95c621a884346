import { ACCOUNT_CURRENCY, Decimal, type MarketSymbol } from '@beurs/domain';

const RATE_SCALE = 10;

function mid(symbol: MarketSymbol): Decimal {
  return Decimal.from(symbol.bid).add(symbol.ask).div(2, RATE_SCALE, 'half-even');
}

function direct(from: string, to: string, pairs: ReadonlyMap<string, MarketSymbol>): Decimal | null {
  if (from === to) return Decimal.from(1);
  const straight = pairs.get(`${from}${to}`);
  if (straight) return mid(straight);
  const reversed = pairs.get(`${to}${from}`);
  if (!reversed) return null;
  const value = mid(reversed);
  return value.isZero() ? null : Decimal.from(1).div(value, RATE_SCALE, 'half-even');
}

/**
 * Account-currency (EUR) value of one unit of `currency`, from the forex quotes among the
 * symbols at their mid price, the way the server converts: a EUR pair when there is one,
 * otherwise through the US dollar. Null when no pair converts it.
 *
 * @example
 * accountRate('USD', symbols) // 1 / mid(EURUSD)
 */
export function accountRate(currency: string, symbols: readonly MarketSymbol[]): Decimal | null {
  const pairs = new Map(symbols.filter((symbol) => symbol.type === 'forex').map((symbol) => [symbol.instrument_id, symbol]));
  const straight = direct(currency, ACCOUNT_CURRENCY, pairs);
  if (straight) return straight;
  const toUsd = direct(currency, 'USD', pairs);
  const usdToAccount = direct('USD', ACCOUNT_CURRENCY, pairs);
  return toUsd && usdToAccount ? toUsd.mul(usdToAccount).round(RATE_SCALE, 'half-even') : null;
}

/**
 * The forex pairs among the symbols that {@link accountRate} may read for `currency`, so a
 * screen converting from it can stream their quotes. Empty for the account currency.
 *
 * @example
 * ratePairs('USD', symbols) // ['EURUSD', 'USDEUR'] where listed
 */
export function ratePairs(currency: string, symbols: readonly MarketSymbol[]): string[] {
  if (currency === ACCOUNT_CURRENCY) return [];
  const candidates = new Set(
    [
      [currency, ACCOUNT_CURRENCY],
      [currency, 'USD'],
      ['USD', ACCOUNT_CURRENCY],
    ].flatMap(([from, to]) => [`${from}${to}`, `${to}${from}`]),
  );
  return symbols.filter((symbol) => symbol.type === 'forex' && candidates.has(symbol.instrument_id)).map((symbol) => symbol.instrument_id);
}
