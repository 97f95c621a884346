import { ERROR_CODES, MESSAGES, openingPrice, requiredMargin, type Order, type OrderSide } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { formatMoney } from '../format/format-money';
import { orders } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { loadQuoteWithRates } from '../market/conversion-rates';
import { toCurrentQuote } from '../market/market-data';
import { maxQuoteAgeMs } from '../market/quote-age';
import { loadAccountValuation } from './account-valuation';
import { closePosition } from './close-position';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { protectNegativeBalance } from './negative-balance-protection';
import { assertMarginFits } from './open-order';
import { assertLeverageAllowed } from './order-rules';
import { describePosition, toOrder } from './order-view';
import { lockAccountToTrade } from './trading-lock';
import { lockOwnOrder } from './lock-own-order';

const OPPOSITE: Readonly<Record<OrderSide, OrderSide>> = { buy: 'sell', sell: 'buy' };

/**
 * Reverses an open position: closes it at the current quote (its P&L posted as any close) and
 * opens the opposite side at the same quote with the same volume and leverage, as a market
 * order, in ONE transaction under the account's lock. The stop-loss, take-profit and trailing
 * stop stay behind: they would sit on the wrong side of the new position. The new position's
 * margin is checked against the free margin after the close, as an open is; when it does not
 * fit, nothing happens (422 `insufficient_funds`). A pending order has no position to reverse
 * (409), and a closed one answers the spec's warning, as a close does.
 */
export async function reverseOrder(
  context: AppContext,
  request: { userId: string; orderId: string; origin: RequestOrigin | null },
): Promise<{ closed: Order; opened: Order }> {
  const { userId } = request;
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    const balance = await lockAccountToTrade(context, tx, userId);
    const found = await lockOwnOrder(tx, userId, request.orderId);
    const { order, instrument } = found;
    if (order.status === 'closed' || order.status === 'cancelled') {
      throw Refusal.conflict(ERROR_CODES.orderAlreadyClosed, MESSAGES.orderAlreadyClosed);
    }
    if (order.status === 'pending') {
      throw Refusal.conflict(
        ERROR_CODES.conflict,
        'This order is still pending, so there is no position to reverse. Cancel it and place the opposite order, or wait until it fills.',
      );
    }
    assertLeverageAllowed(instrument.leverageClass, order.leverage);
    assertMarketOpen(instrument, now, 'reverse this position');
    const { quoteRow, rates } = await loadQuoteWithRates(tx, order.instrumentId);
    if (!quoteRow) throw new Error(`No quote for ${order.instrumentId}`);
    assertQuoteFresh({
      instrument,
      quoteTime: quoteRow.time,
      at: now,
      maxAgeMs: maxQuoteAgeMs(context.config.market),
      action: 'reverse this position',
    });
    const quote = toCurrentQuote(quoteRow);
    const digits = instrument.digits;

    const closed = await closePosition(tx, { order, instrument, quote, rates, reason: 'user', at: now });
    const afterClose = closed.balanceAfter ?? balance;
    const credit = await protectNegativeBalance(tx, { userId, at: now, balance: afterClose });

    const side = OPPOSITE[order.side];
    const fill = openingPrice(side, quote);
    const margin = requiredMargin({
      volume: order.volume,
      contractSize: instrument.contractSize,
      price: fill,
      leverage: order.leverage,
      quoteToAccountRate: rates.toAccount(instrument.currency),
    });
    const account = await loadAccountValuation(tx, userId, { balance: afterClose.add(credit), rates });
    assertMarginFits(margin, account.metrics.freeMargin);
    const [opened] = await tx
      .insert(orders)
      .values({
        userId,
        instrumentId: order.instrumentId,
        side,
        type: 'market',
        status: 'open',
        volume: order.volume,
        leverage: order.leverage,
        openPrice: fill.toString(),
        openBid: quoteRow.bid,
        openAsk: quoteRow.ask,
        openQuoteTime: quoteRow.time,
        openQuoteSource: quoteRow.source,
        margin: margin.toFixed(2),
        createdAt: now,
        openedAt: now,
      })
      .returning();
    if (!opened) throw new Error('The reversed position was not written');
    const quoted = `(bid ${quote.bid.toFixed(digits)}, ask ${quote.ask.toFixed(digits)})`;
    await recordActivity(tx, {
      userId,
      kind: 'order_closed',
      description:
        `Reversed: closed ${describePosition(order)} at ${(order.side === 'buy' ? quote.bid : quote.ask).toFixed(digits)}, realised P&L ${formatMoney(closed.pnl)}` +
        (credit.isPositive() ? `; negative balance protection credited ${formatMoney(credit)}` : ''),
      origin: request.origin,
      at: now,
    });
    await recordActivity(tx, {
      userId,
      kind: 'order_opened',
      description: `Reversed: opened ${describePosition(opened)} at ${fill.toFixed(digits)} ${quoted}, margin ${formatMoney(margin)}`,
      origin: request.origin,
      at: now,
    });
    return { closed: closed.row, opened, instrument, quote, rates };
  });
  context.metrics.orders.closed.inc({ reason: 'user' });
  context.metrics.orders.opened.inc({ kind: 'market' });
  context.realtime.pushOrders(userId);
  return {
    closed: toOrder(result.closed, result.instrument, null),
    opened: toOrder(result.opened, result.instrument, { quote: result.quote, rates: result.rates }),
  };
}
