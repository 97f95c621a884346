import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN, MAX_IDEMPOTENCY_KEY_LENGTH } from '../constants/trading-api';
import { ORDER_EXPIRIES, ORDER_SIDES, ORDER_TYPES } from '../constants/statuses';
import { JOURNAL_RULES, VOLUME_RULES } from '../constants/limits';
import { order } from '../entities/order';
import { decimalInput, entityId, isoDateTime, typeError } from './primitives';

const priceInput = (label: string) => decimalInput({ label, scale: 10 });

/**
 * The order form (product rules, Order form): instrument, side, volume, leverage up to the instrument's cap,
 * market or limit/stop with a price, optional stop-loss and take-profit. The server checks
 * the rules that need market data (cap, margin, side of SL/TP, market hours).
 *
 * Extension: `trailing_distance` (a price distance, above 0) on a market order opens the
 * position with a trailing stop, as `/orders/modify` sets one: the stop-loss starts at the bid
 * minus the distance for a buy (the ask plus it for a sell), or at `stop_loss` when that is
 * closer, and follows the price from there. A pending order takes its trailing stop once filled.
 *
 * Extension: `type: 'stop_limit'` waits for `price` (the stop) like a stop order, then works as
 * a limit order at `limit_price`: a buy triggers when the ask reaches the stop and fills at the
 * ask while it is at or below the limit; a sell triggers when the bid falls to the stop and fills
 * at the bid while it is at or above the limit. The limit sits at or beyond the stop (at or
 * above it for a buy, at or below it for a sell). `limit_price` belongs to stop-limit orders only.
 *
 * Extension: `expiry` of a pending order: `gtc` (the default) waits until cancelled, `day` until
 * the end of the instrument's trading day, `date` until `expires_at` (an ISO date-time in the
 * future, required with it and refused otherwise). A market order fills at once and takes none.
 *
 * @example
 * openOrderRequest.parse({ instrument_id: 'EURUSD', side: 'buy', type: 'stop_limit', volume: '0.10', leverage: 30, price: '1.09000', limit_price: '1.09050', expiry: 'day' })
 */
export const openOrderRequest = z
  .object({
    instrument_id: z
      .string({ error: (issue) => (issue.input === undefined ? 'Choose an instrument' : 'Instrument must be given by its id, as text') })
      .trim()
      .min(1, { error: 'Choose an instrument' })
      .max(32),
    side: z.enum(ORDER_SIDES, { error: 'Side must be buy or sell' }),
    type: z.enum(ORDER_TYPES, { error: 'Order type must be market, limit, stop or stop_limit' }).default('market'),
    volume: decimalInput({ label: 'Volume', scale: 2, min: VOLUME_RULES.min, max: VOLUME_RULES.max }),
    leverage: z
      .number({ error: 'Leverage must be a whole number, like 5' })
      .int({ error: 'Leverage must be a whole number, like 5' })
      .min(1, { error: 'Leverage must be at least 1' }),
    price: priceInput('Price').optional(),
    stop_loss: priceInput('Stop-loss').optional(),
    take_profit: priceInput('Take-profit').optional(),
    trailing_distance: priceInput('Trailing distance').optional(),
    limit_price: priceInput('Limit price').optional(),
    expiry: z.enum(ORDER_EXPIRIES, { error: 'Expiry must be gtc, day or date' }).default('gtc'),
    expires_at: isoDateTime.optional(),
    /**
     * Extension: the caller's own id for this order, unique per account. Sending the same open
     * again with it answers the order it opened the first time (nothing is opened twice); the
     * same id with a different order is refused with 409 `idempotency_conflict`.
     */
    client_order_id: z
      .string({ error: 'client_order_id must be text, like "bot-42-0001"' })
      .min(1, { error: 'client_order_id cannot be empty' })
      .max(MAX_IDEMPOTENCY_KEY_LENGTH, { error: `client_order_id has at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` })
      .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'client_order_id may hold only letters, digits and . _ : -' })
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (form.type === 'stop_limit' && form.limit_price === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['limit_price'],
        message: 'A stop_limit order needs a limit_price: the worst price it may fill at once its stop is reached',
      });
    }
    if (form.type !== 'stop_limit' && form.limit_price !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['limit_price'],
        message: 'Only a stop_limit order takes a limit_price; for a limit order, send its price as price',
      });
    }
    if (form.type === 'market' && form.expiry !== 'gtc') {
      ctx.addIssue({
        code: 'custom',
        path: ['expiry'],
        message: 'A market order fills at once and takes no expiry; choose a limit, stop or stop_limit order to set one',
      });
    }
    if (form.expiry === 'date' && form.expires_at === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'An order that expires on a date needs expires_at, like 2026-12-31T17:00:00Z',
      });
    }
    if (form.expiry !== 'date' && form.expires_at !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'expires_at goes with expiry "date"; send expiry: "date" with it, or leave it out',
      });
    }
    if (form.type !== 'market' && form.trailing_distance !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['trailing_distance'],
        message: 'A trailing stop follows an open position; set it once this order has filled',
      });
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
 * Close order payload (contract §3: `id`): closes an open position or cancels a pending order.
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
 * Extension: changes an open position or a pending order (`/orders/modify`).
 * On a stop-limit order, `price` moves the stop while it has not been reached, and `limit_price`
 * moves the limit (before or after the stop was reached); `limit_price` belongs to stop-limit
 * orders only. Each field left out
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
  limit_price: priceInput('Limit price').optional(),
});
/** What a caller sends: the input type of {@link modifyOrderRequest}. */
export type ModifyOrderRequest = z.input<typeof modifyOrderRequest>;

/**
 * Extension: closes every open position of the account (`/orders/closeAll`), or those on
 * `instrument_id`, at the current quotes, and with `include_pending` cancels the pending orders
 * too, all in one transaction: a closed market or a stale quote for any of them refuses the whole
 * call and closes nothing. Nothing to close answers an empty list.
 *
 * @example
 * closeAllOrdersRequest.parse({ instrument_id: 'EURUSD', include_pending: true })
 */
export const closeAllOrdersRequest = z
  .object({
    instrument_id: z
      .string({ error: 'Instrument must be given by its id, as text' })
      .trim()
      .min(1, { error: 'Choose an instrument, or leave instrument_id out to close everything' })
      .max(32)
      .optional(),
    include_pending: z.boolean({ error: 'include_pending must be true or false' }).default(false),
  })
  .default({ include_pending: false });
/** What a caller sends: the input type of {@link closeAllOrdersRequest}. */
export type CloseAllOrdersRequest = z.input<typeof closeAllOrdersRequest>;

/**
 * Extension: reverses an open position (`/orders/reverse`): closes it at the current quote and
 * opens the opposite side with the same volume and leverage, without its stop-loss, take-profit
 * or trailing stop, in one transaction; the new position's margin is checked as any open.
 */
export const reverseOrderRequest = z.object({ id: entityId });
/** What a caller sends: the input type of {@link reverseOrderRequest}. */
export type ReverseOrderRequest = z.input<typeof reverseOrderRequest>;

/** What a reverse did: the position it closed and the one it opened. */
export const reverseOrderResponse = z.object({ closed: order, opened: order });
/** The type of {@link reverseOrderResponse}. */
export type ReverseOrderResponse = z.infer<typeof reverseOrderResponse>;

/** The order a call created or changed. */
export const orderResponse = z.object({ order });
z.globalRegistry.add(orderResponse, { id: 'OrderResponse' });
/** The type of {@link orderResponse}. */
export type OrderResponse = z.infer<typeof orderResponse>;

// A control character other than a line break (tabs included) has no place in a note a person
// reads back; NUL cannot even be stored. Windows line breaks are kept as plain newlines.
const NOTE_CONTROL = /[\p{Cc}]/u;

/**
 * Extension: a journal note: trimmed, at most `JOURNAL_RULES.noteMaxLength` characters, line
 * breaks allowed (a `\r\n` is kept as `\n`), no other control character; empty clears it (null).
 */
export const journalNote = z
  .string({ error: typeError('Note', 'text') })
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .superRefine((text, ctx) => {
    if (text.length > JOURNAL_RULES.noteMaxLength) {
      ctx.addIssue({
        code: 'custom',
        message: `A note has at most ${JOURNAL_RULES.noteMaxLength} characters; this one has ${text.length}`,
      });
    }
    const control = NOTE_CONTROL.exec(text.replaceAll('\n', ''));
    if (control) {
      const codePoint = `U+${(control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
      ctx.addIssue({
        code: 'custom',
        message: `A note may hold line breaks but no other control character; remove the ${codePoint} character (a tab or an invisible one) and save again`,
      });
    }
  })
  .transform((text) => (text === '' ? null : text));

/**
 * Extension: one journal tag: 1 to `JOURNAL_RULES.tagMaxLength` letters (a–z), digits, `-` or
 * `_`, trimmed and kept lower-case (`Breakout` is `breakout`).
 */
export const journalTag = z
  .string({ error: 'Each tag must be text, like "breakout"' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'A tag cannot be empty' })
  .max(JOURNAL_RULES.tagMaxLength, { error: `A tag has at most ${JOURNAL_RULES.tagMaxLength} characters` })
  .refine((tag) => JOURNAL_RULES.tagPattern.test(tag), {
    error: (issue) => `Tag "${String(issue.input)}" may hold only letters, digits, - and _ (no spaces), like "news-trade"`,
  });

/**
 * Extension: sets the journal of one of the caller's orders (`/orders/journal`), open, pending or
 * closed. A field left out stays as it is; `note: null` (or an empty note) clears the note and
 * `tags: []` clears the tags. Tags are kept lower-case, each once, in the order first given, at
 * most `JOURNAL_RULES.maxTags`.
 *
 * @example
 * orderJournalRequest.parse({ id, note: ' Entered on the retest ', tags: ['Breakout', 'breakout', 'eur'] })
 * // { id, note: 'Entered on the retest', tags: ['breakout', 'eur'] }
 */
export const orderJournalRequest = z.object({
  id: entityId,
  note: journalNote.nullable().optional(),
  tags: z
    .array(journalTag, { error: 'Send tags as an array of words, like ["breakout", "eur"]' })
    .transform((tags) => [...new Set(tags)])
    .refine((tags) => tags.length <= JOURNAL_RULES.maxTags, { error: `An order takes at most ${JOURNAL_RULES.maxTags} tags` })
    .optional(),
});
/** What a caller sends: the input type of {@link orderJournalRequest}. */
export type OrderJournalRequest = z.input<typeof orderJournalRequest>;

/**
 * History filter; every field optional. Extension: `tag` keeps the orders carrying that journal
 * tag (whatever its case); `search` those whose note contains the text, whatever the case.
 */
export const orderHistoryRequest = z
  .object({
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    instrument_id: z.string().max(32).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    offset: z.number().int().min(0).optional(),
    tag: journalTag.optional(),
    search: z
      .string({ error: typeError('Search', 'text') })
      .trim()
      .max(JOURNAL_RULES.searchMaxLength, { error: `Search for at most ${JOURNAL_RULES.searchMaxLength} characters of a note` })
      .optional(),
  })
  .default({});
/** What a caller sends: the input type of {@link orderHistoryRequest}. */
export type OrderHistoryRequest = z.input<typeof orderHistoryRequest>;

/** Orders history response (contract §3: `orders`). Also the `userOrders` socket payload's items. */
export const ordersResponse = z.object({ orders: z.array(order) });
z.globalRegistry.add(ordersResponse, { id: 'OrdersResponse' });
/** The type of {@link ordersResponse}. */
export type OrdersResponse = z.infer<typeof ordersResponse>;
