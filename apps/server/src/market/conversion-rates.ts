import { ACCOUNT_CURRENCY, Decimal } from '@beurs/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { instruments, quotes } from '../db/schema/index';
import type { QuoteRow } from './market-data';

/** Decimal places of a conversion rate. */
const RATE_SCALE = 10;

/**
 * Converts amounts in an instrument's quote currency to the account currency (EUR), using the
 * simulator's own forex quotes at their mid price (the same quotes every user sees):
 * - EUR is 1;
 * - a currency with a EUR pair uses it directly (GBP from EURGBP: 1 / mid);
 * - any other currency goes through the US dollar (SEK: 1 / mid(USDSEK) × 1 / mid(EURUSD)).
 */
export interface ConversionRates {
  /** Account-currency value of one unit of `currency`. Throws when the currency has no forex pair. */
  toAccount(currency: string): Decimal;
}

function midOf(quote: { bid: Decimal; ask: Decimal }): Decimal {
  return quote.bid.add(quote.ask).div(2, RATE_SCALE, 'half-even');
}

function inverse(value: Decimal): Decimal {
  return Decimal.from(1).div(value, RATE_SCALE, 'half-even');
}

/** Builds the conversion table from forex quotes keyed by pair id (`EURUSD` → its bid and ask). */
export function createConversionRates(pairs: ReadonlyMap<string, { bid: Decimal; ask: Decimal }>): ConversionRates {
  const cache = new Map<string, Decimal>();
  const mid = (pair: string): Decimal | null => {
    const quote = pairs.get(pair);
    return quote ? midOf(quote) : null;
  };
  const direct = (from: string, to: string): Decimal | null => {
    if (from === to) return Decimal.from(1);
    const straight = mid(`${from}${to}`);
    if (straight) return straight;
    const reversed = mid(`${to}${from}`);
    return reversed ? inverse(reversed) : null;
  };
  return {
    toAccount(currency) {
      const cached = cache.get(currency);
      if (cached) return cached;
      let rate = direct(currency, ACCOUNT_CURRENCY);
      if (!rate) {
        const toUsd = direct(currency, 'USD');
        const usdToAccount = direct('USD', ACCOUNT_CURRENCY);
        if (toUsd && usdToAccount) rate = toUsd.mul(usdToAccount).round(RATE_SCALE, 'half-even');
      }
      if (!rate)
        throw new Error(`No forex quote converts ${currency} to ${ACCOUNT_CURRENCY}: list a ${currency}USD or USD${currency} pair`);
      cache.set(currency, rate);
      return rate;
    },
  };
}

function ratesOf(rows: ReadonlyArray<{ instrumentId: string; bid: string; ask: string }>): ConversionRates {
  return createConversionRates(new Map(rows.map((row) => [row.instrumentId, { bid: Decimal.from(row.bid), ask: Decimal.from(row.ask) }])));
}

/** The conversion table from the current forex quotes. */
export async function loadConversionRates(db: DbOrTx): Promise<ConversionRates> {
  const rows = await db
    .select({ instrumentId: quotes.instrumentId, bid: quotes.bid, ask: quotes.ask })
    .from(quotes)
    .innerJoin(instruments, eq(instruments.instrumentId, quotes.instrumentId))
    .where(eq(instruments.type, 'forex'));
  return ratesOf(rows);
}

/**
 * An instrument's quote row (undefined when it has none yet) and the conversion table, in one
 * statement: what a trade reads under the account's lock, from one snapshot of the quotes.
 */
export async function loadQuoteWithRates(
  db: DbOrTx,
  instrumentId: string,
): Promise<{ quoteRow: QuoteRow | undefined; rates: ConversionRates }> {
  const rows = await db
    .select({ quote: quotes, forex: sql<boolean>`${instruments.type} = 'forex'` })
    .from(quotes)
    .innerJoin(instruments, eq(instruments.instrumentId, quotes.instrumentId))
    .where(or(eq(instruments.type, 'forex'), eq(quotes.instrumentId, instrumentId)));
  return {
    quoteRow: rows.find((row) => row.quote.instrumentId === instrumentId)?.quote,
    rates: ratesOf(rows.filter((row) => row.forex).map((row) => row.quote)),
  };
}
