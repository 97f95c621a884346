import type { z } from 'zod';
import { Decimal, ERROR_CODES, dayOrderExpiry, openingPrice, requiredMargin, type Order, type openOrderRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { RequestOrigin } from '../activity/activity-log';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { orders } from '../db/schema/index';
import { formatUtc } from '../format/format-utc';
import { requestHash } from '../idempotency/request-hash';
import { Refusal } from '../refusals/refusal';
import { loadQuoteWithRates, type ConversionRates } from '../market/conversion-rates';
import { toCurrentQuote, type CurrentQuote, type InstrumentRow } from '../market/market-data';
import type { OrderRow } from './position-valuation';
import { valueAccount, valuePositions } from './account-valuation';
import { readForOpen, type OpenReads } from './trade-reads';
import { insertOpenedOrder, type OpeningValues, type WriteGuard } from './order-writes';
import { maxQuoteAgeMs } from '../market/quote-age';
import { createMarketHours, describeInstant } from '../market/trading-hours';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { formatMoney } from '../format/format-money';
import {
  assertLeverageAllowed,
  assertPendingPrice,
  assertPriceFormat,
  assertProtectionLevels,
  assertStopLimitLevels,
  refuse,
} from './order-rules';
import { trailedStopLevel } from './order-triggers';
import { describePosition, toOrder } from './order-view';
import { instrumentDefinition } from './instrument-definition';
import { assertAccountTrades, frozenAccount } from './trading-lock';
import { CHANGED, NeedsAccountLock, runVersionedTrade } from './versioned-trade';

export type OpenOrderForm = z.output<typeof openOrderRequest>;

/** Refuses an order whose margin does not fit the free margin (422 `insufficient_funds`). */
export function assertMarginFits(needed: Decimal, free: Decimal): void {
  if (free.gte(needed)) return;
  throw Refusal.unprocessable(
    ERROR_CODES.insufficientFunds,
    `insufficient free margin: this order needs ${formatMoney(needed)} and you have ${formatMoney(free)} free`,
  );
}

/**
 * When a pending order placed at `now` expires: null for gtc; for `day` the end of the
 * instrument's trading day (`dayOrderExpiry`: its next close, or the end of the exchange's date);
 * for `date` the instant sent, which must lie ahead. Refuses (422) what cannot expire.
 */
export function pendingExpiry(
  form: Pick<OpenOrderForm, 'expiry' | 'expires_at'>,
  instrument: Pick<InstrumentRow, 'name' | 'tradingHours'>,
  now: Date,
): Date | null {
  if (form.expiry === 'gtc') return null;
  if (form.expiry === 'day') {
    const end = dayOrderExpiry(instrument.tradingHours, now);
    if (!end)
      refuse(
        'expiry',
        `${instrument.name} has no trading session in the next ten days, so a day order would never work; choose gtc or a date`,
      );
    return end;
  }
  const at = new Date(form.expires_at ?? '');
  if (!(at.getTime() > now.getTime())) {
    refuse('expires_at', `expires_at must be in the future: it is ${describeInstant(now)} now`);
  }
  return at;
}

/** What an open answers: the order, and whether it is one a repeated `client_order_id` opened before. */
export interface OpenedOrder {
  order: Order;
  /** True when the same request came before under this `client_order_id`: nothing new was done. */
  replayed: boolean;
}

/**
 * Opens a market order at the current quote (a buy at the ask, a sell at the bid, the quote
 * recorded with the fill) or places a pending limit/stop order, after the rules that need
 * market data: the instrument exists, its market is open (for a market order), the leverage is within the ESMA cap,
 * stop-loss and take-profit are on the right side, and the margin fits the free margin, decided
 * from one read of the account and written only if the account is still as read
 * (versioned-trade.ts).
 *
 * With `client_order_id`, the id is looked up in that read first: the same request again
 * answers the order it opened, as it is now, and does nothing else, even where a new open would
 * be refused (the market closed, the margin gone, an expiry now past); another request under the
 * same id is refused (409 `idempotency_conflict`). An id stays taken for the life of its order,
 * never reused, so an id always names one order. A refused open stores nothing, so its retry is
 * judged afresh.
 */
export async function openOrder(
  context: AppContext,
  request: { userId: string; form: OpenOrderForm; origin: RequestOrigin | null },
): Promise<OpenedOrder> {
  const { userId, form } = request;
  const instrumentId = form.instrument_id.trim().toUpperCase();
  const instrument = await instrumentDefinition(context, instrumentId);
  if (!instrument) throw Refusal.notFound(`There is no instrument "${form.instrument_id}". Pick one from the list of symbols.`);
  const now = context.now();
  const clientOrderId = form.client_order_id ?? null;
  const clientRequestHash = clientOrderId === null ? null : requestHash(form);
  const checked = clientOrderId === null ? checkOrderForm(form, instrument, now) : null;

  const result = await runVersionedTrade(context, userId, async (db, locked) => {
    const reads = await readForOpen(context, db, { userId, instrumentId, clientOrderId });
    const account = reads.account;
    assertAccountTrades(context, account);
    if (!locked && account.version === null) throw new NeedsAccountLock('the account has no version before its first event');
    if (reads.earlier) return { kind: 'repeat' as const, earlier: reads.earlier };
    return placeOrder(db, {
      ...request,
      context,
      instrument,
      instrumentId,
      now,
      balance: account.balance,
      guard: { userId, version: account.version },
      locked: locked !== null,
      reads,
      maxQuoteAgeMs: maxQuoteAgeMs(context.config.market),
      checked: checked ?? checkOrderForm(form, instrument, now),
      clientOrderId,
      clientRequestHash,
    });
  });
  if (result.kind === 'repeat') return { order: await answerRepeat(context, result.earlier, clientRequestHash), replayed: true };
  context.metrics.orders.opened.inc({ kind: form.type === 'market' ? 'market' : 'pending' });
  context.realtime.pushOrders(userId);
  return { order: toOrder(result.row, instrument, { quote: result.quote, rates: result.rates }), replayed: false };
}

/** The order the caller opened before under `clientOrderId`, if any. */
async function findClientOrder(db: DbOrTx, userId: string, clientOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.clientOrderId, clientOrderId)));
  return row;
}

/** The answer to a repeated `client_order_id`: its order as it is now, or 409 when the request differs. */
async function answerRepeat(context: AppContext, earlier: OrderRow, hash: string | null): Promise<Order> {
  if (earlier.clientRequestHash !== hash) {
    throw Refusal.conflict(
      ERROR_CODES.idempotencyConflict,
      `client_order_id "${earlier.clientOrderId ?? ''}" was used for another order on ${formatUtc(earlier.createdAt)}. Send a new client_order_id for a new order, or the same request again to get that order back.`,
    );
  }
  const instrument = await instrumentDefinition(context, earlier.instrumentId);
  if (!instrument) throw new Error(`Order ${earlier.id} names no listed instrument`);
  if (earlier.status !== 'open') return toOrder(earlier, instrument, null);
  const { quoteRow, rates } = await loadQuoteWithRates(context.db, earlier.instrumentId);
  return toOrder(earlier, instrument, quoteRow ? { quote: toCurrentQuote(quoteRow), rates } : null);
}

/** The form's levels, checked against the instrument's digits and leverage class, and the pending order's expiry. */
interface CheckedForm {
  stopLoss: Decimal | null;
  takeProfit: Decimal | null;
  trailing: Decimal | null;
  limitPrice: Decimal | null;
  expiresAt: Date | null;
}

/** The checks that need only the instrument and the time: run before the read, or after a `client_order_id` lookup. */
function checkOrderForm(form: OpenOrderForm, instrument: InstrumentRow, now: Date): CheckedForm {
  const instrumentId = instrument.instrumentId;
  assertLeverageAllowed(instrument.leverageClass, form.leverage);
  const stopLoss = form.stop_loss === undefined ? null : Decimal.from(form.stop_loss);
  const takeProfit = form.take_profit === undefined ? null : Decimal.from(form.take_profit);
  const digits = instrument.digits;
  if (stopLoss) assertPriceFormat({ path: 'stop_loss', label: 'Stop-loss', value: stopLoss, digits, instrumentId });
  if (takeProfit) assertPriceFormat({ path: 'take_profit', label: 'Take-profit', value: takeProfit, digits, instrumentId });
  const trailing = form.trailing_distance === undefined ? null : Decimal.from(form.trailing_distance);
  if (trailing) assertPriceFormat({ path: 'trailing_distance', label: 'Trailing distance', value: trailing, digits, instrumentId });
  const limitPrice = form.limit_price === undefined ? null : Decimal.from(form.limit_price);
  if (limitPrice) assertPriceFormat({ path: 'limit_price', label: 'Limit price', value: limitPrice, digits, instrumentId });
  const expiresAt = pendingExpiry(form, instrument, now);
  return { stopLoss, takeProfit, trailing, limitPrice, expiresAt };
}

interface Placing {
  context: AppContext;
  userId: string;
  form: OpenOrderForm;
  origin: RequestOrigin | null;
  instrument: InstrumentRow;
  instrumentId: string;
  now: Date;
  balance: Decimal;
  /** The account's version the decision is made at: the write goes ahead only if it is unchanged. */
  guard: WriteGuard;
  /** Whether the account's lock is held (the fallback): then nothing else writes the account. */
  locked: boolean;
  /** What was read: the quotes, the rates and the open positions. */
  reads: OpenReads;
  maxQuoteAgeMs: number;
  checked: CheckedForm;
  clientOrderId: string | null;
  clientRequestHash: string | null;
}

/**
 * Decides and writes the order from what was read; CHANGED when the account moved since the read
 * (the trade reads and decides again), a repeat when its `client_order_id` turns out taken.
 */
async function placeOrder(db: DbOrTx, placing: Placing): Promise<Placed | typeof CHANGED> {
  const { userId, form, instrument, instrumentId, now, balance, clientOrderId } = placing;
  const { stopLoss, takeProfit, trailing, limitPrice, expiresAt } = placing.checked;
  const digits = instrument.digits;
  // A limit or stop order may wait through a closed market, as at any broker: it is checked
  // against the last known quote and can fill from the first fresh quote after the open, at that
  // quote (a gap fills at the opening price). A market order needs the market open.
  const marketOpen = createMarketHours(instrument.tradingHours).isOpen(now.getTime());
  if (form.type === 'market') assertMarketOpen(instrument, now, 'open an order');
  const { quoteRow, rates } = placing.reads;
  if (!quoteRow) {
    throw Refusal.unprocessable(ERROR_CODES.marketClosed, `${instrument.name} has no price yet, so it cannot be traded now.`);
  }
  const quote = toCurrentQuote(quoteRow);
  const bid = quote.bid.toFixed(digits);
  const ask = quote.ask.toFixed(digits);
  let fillPrice: Decimal;
  let openingStop = stopLoss;
  if (form.type === 'market') {
    assertQuoteFresh({
      instrument,
      quoteTime: quoteRow.time,
      at: now,
      maxAgeMs: placing.maxQuoteAgeMs,
      action: 'open a market order',
    });
    fillPrice = openingPrice(form.side, quote);
    assertProtectionLevels({
      side: form.side,
      reference: form.side === 'buy' ? { label: 'the current bid', price: bid } : { label: 'the current ask', price: ask },
      stopLoss,
      takeProfit,
    });
    if (trailing) {
      if (form.side === 'buy' && !quote.bid.gt(trailing)) {
        refuse('trailing_distance', `Trailing distance must be less than the current bid ${bid}, so that the stop stays above 0`);
      }
      // The trailing stop is the stop-loss itself: it starts at the distance from the price, or
      // at the stop-loss sent when that is closer, and moves only towards the price.
      const trailed = trailedStopLevel(
        { side: form.side, stopLoss: stopLoss?.toString() ?? null, trailingDistance: trailing.toString() },
        quote,
      );
      if (trailed !== null) openingStop = trailed;
    }
  } else {
    const price = Decimal.from(form.price ?? '0');
    assertPriceFormat({ path: 'price', label: 'Price', value: price, digits, instrumentId });
    assertPendingPrice({ side: form.side, type: form.type, price, bid, ask });
    // A stop-limit fills at its limit or better: its margin and levels are measured from there.
    fillPrice = price;
    if (form.type === 'stop_limit' && limitPrice) {
      assertStopLimitLevels({ side: form.side, stop: price, limit: limitPrice, digits });
      fillPrice = limitPrice;
    }
    assertProtectionLevels({
      side: form.side,
      reference: { label: form.type === 'stop_limit' ? 'the limit price' : `the ${form.type} price`, price: fillPrice.toFixed(digits) },
      stopLoss,
      takeProfit,
    });
  }
  const margin = requiredMargin({
    volume: form.volume,
    contractSize: instrument.contractSize,
    price: fillPrice,
    leverage: form.leverage,
    quoteToAccountRate: rates.toAccount(instrument.currency),
  });
  const positions = placing.reads.positions;
  const listed = new Map(positions.map(({ instrument, quote }) => [instrument.instrumentId, { instrument, quote }]));
  const account = valueAccount(
    balance,
    valuePositions(
      positions.map(({ order }) => order),
      listed,
      rates,
    ),
  );
  assertMarginFits(margin, account.metrics.freeMargin);

  const filled = form.type === 'market';
  const values: OpeningValues = {
    userId,
    instrumentId,
    side: form.side,
    type: form.type,
    status: filled ? 'open' : 'pending',
    volume: form.volume,
    leverage: form.leverage,
    price: filled || form.price === undefined ? null : Decimal.from(form.price).toString(),
    limitPrice: limitPrice?.toString() ?? null,
    expiry: form.expiry,
    expiresAt,
    openPrice: filled ? fillPrice.toString() : null,
    openBid: filled ? quoteRow.bid : null,
    openAsk: filled ? quoteRow.ask : null,
    openQuoteTime: filled ? quoteRow.time : null,
    openQuoteSource: filled ? quoteRow.source : null,
    stopLoss: openingStop?.toString() ?? null,
    takeProfit: takeProfit?.toString() ?? null,
    trailingDistance: trailing?.toString() ?? null,
    // A pending order holds no margin until it fills; its margin is checked again then.
    margin: filled ? margin.toFixed(2) : '0',
    createdAt: now,
    openedAt: filled ? now : null,
    clientOrderId,
    clientRequestHash: placing.clientRequestHash,
  };
  const position = describePosition(values);
  const description = filled
    ? `Opened ${position} at ${fillPrice.toFixed(digits)} (bid ${bid}, ask ${ask}), margin ${formatMoney(margin)}` +
      (trailing ? `, trailing stop ${trailing.toFixed(digits)} from ${openingStop?.toFixed(digits) ?? '—'}` : '')
    : `Placed a ${form.side} ${form.type.replace('_', '-')} order for ${Decimal.from(form.volume).toFixed(2)} ${instrumentId} at ${Decimal.from(form.price ?? '0').toFixed(digits)}` +
      (limitPrice ? ` (limit ${limitPrice.toFixed(digits)})` : '') +
      (expiresAt ? `, expiring ${describeInstant(expiresAt)}` : '') +
      (marketOpen ? '' : ' while the market was closed; it can fill from the first price after the open');
  // The order and its activity entry in one statement; an id the account holds already writes neither.
  const written = await insertOpenedOrder(db, placing.guard, values, { description, origin: placing.origin, at: now });
  switch (written.kind) {
    case 'written':
      return { kind: 'placed', row: written.value, quote, rates };
    case 'frozen':
      throw frozenAccount(placing.context);
    case 'gone':
      throw Refusal.unauthorized('Your session has ended. Sign in again.');
    case 'changed':
      return CHANGED;
    case 'taken': {
      // Every open looks the id up in its read, and writing an order moves the account's version,
      // so only an order written under the id outside that rule gets here: the unique index is
      // what guarantees one order per id. Unlocked, the next read finds it.
      if (!placing.locked) return CHANGED;
      const earlier = clientOrderId === null ? undefined : await findClientOrder(db, userId, clientOrderId);
      if (!earlier) throw new Error(`The order was not written, and no order holds client_order_id ${clientOrderId ?? ''}`);
      return { kind: 'repeat', earlier };
    }
  }
}

/** What an open did: placed an order, or found the one an earlier request placed under its `client_order_id`. */
type Placed = { kind: 'placed'; row: OrderRow; quote: CurrentQuote; rates: ConversionRates } | { kind: 'repeat'; earlier: OrderRow };
