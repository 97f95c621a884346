import { z } from 'zod';
import { ORDER_SIDES, ORDER_TYPES } from '../constants/statuses';
import { VOLUME_RULES } from '../constants/limits';
import { order } from '../entities/order';
import { decimalInput, entityId, isoDateTime } from './primitives';

const priceInput = (label: string) => decimalInput({ label, scale: 10 });

/**
 * The order form (PRODUCT): instrument, side, volume, leverage up to the instrument's cap,
 * market or limit/stop with a price, optional stop-loss and take-profit. The server checks
 * the rules that need market data (cap, margin, side of SL/TP, market hours).
 *
 * Extension: `trailing_distance` (a price distance, above 0) on a market order opens the
 * position with a trailing stop, as `/orders/modify` sets one: the stop-loss starts at the bid
 * minus the distance for a buy (the ask plus it for a sell), or at `stop_loss` when that is
 * closer, and follows the price from there. A pending order takes its trailing stop once filled.
 */
export const openOrderRequest = z
  .object({
    instrument_id: z.string({ error: (issue) => (issue.input === undefined ? 'Choose an instrument' : 'Instrument must be given by its id, as text') }).trim().min(1, { error: 'Choose an instrument' }).max(32),
    side: z.enum(ORDER_SIDES, { error: 'Side must be buy or sell' }),
    type: z.enum(ORDER_TYPES, { error: 'Order type must be market, limit or stop' }).default('market'),
    volume: decimalInput({ label: 'Volume', scale: 2, min: VOLUME_RULES.min, max: VOLUME_RULES.max }),
    leverage: z
      .number({ error: 'Leverage must be a whole number, like 5' })
      .int({ error: 'Leverage must be a whole number, like 5' })
      .min(1, { error: 'Leverage must be at least 1' }),
    price: priceInput('Price').optional(),
    stop_loss: priceInput('Stop-loss').optional(),
    take_profit: priceInput('Take-profit').optional(),
    trailing_distance: priceInput('Trailing distance').optional(),
  })
  .superRefine((form, ctx) => {
    if (form.type !== 'market' && form.trailing_distance !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['trailing_distance'], message: 'A trailing stop follows an open position; set it once this order has filled' });
    }
    if (form.type !== 'market' && form.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: `A ${form.type} order needs a price` });
    }
    if (form.type === 'market' && form.price !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A market order takes no price; choose limit or stop' });
    }
  });
/** What a caller sends: the input type of {@link openOrderRequest}. */
export type OpenOrderRequest = z.input<typeof openOrderRequest>;

/**
 * Close order payload (spec 3: `id`): closes an open position or cancels a pending order.
 * Extension: an optional `volume` closes only that part of an open position (in lots, at least
 * the minimum volume and leaving at least the minimum open); the rest stays open with its
 * stop-loss, take-profit and trailing stop. A volume equal to the position's closes it in full.
 */
export const closeOrderRequest = z.object({
  id: entityId,
  volume: decimalInput({ label: 'Volume', scale: 2, min: VOLUME_RULES.min, max: VOLUME_RULES.max }).optional(),
});
/** What a caller sends: the input type of {@link closeOrderRequest}. */
export type CloseOrderRequest = z.input<typeof closeOrderRequest>;

/**
 * Extension: changes an open position or a pending order (`/orders/modify`). Each field left out
 * stays as it is; `null` removes a stop-loss (`sl`), take-profit (`tp`) or trailing stop
 * (`trailing_distance`). `price` moves a pending order's trigger price. `trailing_distance` (a
 * price distance, above 0) makes the stop-loss of an open position follow the price: for a buy
 * it is raised to the bid minus the distance whenever that is higher, for a sell lowered to the
 * ask plus the distance, never moved back.
 *
 * @example
 * modifyOrderRequest.parse({ id, sl: '1.08250', tp: null }) // new stop-loss, no take-profit
 */
export const modifyOrderRequest = z.object({
  id: entityId,
  sl: priceInput('Stop-loss').nullable().optional(),
  tp: priceInput('Take-profit').nullable().optional(),
  price: priceInput('Price').optional(),
  trailing_distance: priceInput('Trailing distance').nullable().optional(),
});
/** What a caller sends: the input type of {@link modifyOrderRequest}. */
export type ModifyOrderRequest = z.input<typeof modifyOrderRequest>;

/** The order a call created or changed. */
export const orderResponse = z.object({ order });
/** The type of {@link orderResponse}. */
export type OrderResponse = z.infer<typeof orderResponse>;

/** History filter; every field optional. */
export const orderHistoryRequest = z
  .object({
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    instrument_id: z.string().max(32).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .default({});
/** What a caller sends: the input type of {@link orderHistoryRequest}. */
export type OrderHistoryRequest = z.input<typeof orderHistoryRequest>;

/** Orders history response (spec 3: `orders`). Also the `userOrders` socket payload's items. */
export const ordersResponse = z.object({ orders: z.array(order) });
/** The type of {@link ordersResponse}. */
export type OrdersResponse = z.infer<typeof ordersResponse>;
