import { z } from 'zod';
import { CLOSE_REASONS, ORDER_EXPIRIES, ORDER_SIDES, ORDER_STATUSES, ORDER_TYPES } from '../constants/statuses';
import { decimalString, entityId, isoDateTime } from '../contract/primitives';

/** The bid/ask a fill used, recorded with the fill (product rule 3: fair prices). */
export const quote = z.object({
  bid: decimalString,
  ask: decimalString,
  time: isoDateTime,
  /** Where the price came from: `simulated`, `live:<exchange>` or `replay:<dataset>`. */
  source: z.string().optional(),
});
z.globalRegistry.add(quote, { id: 'Quote' });
/** The type of {@link quote}. */
export type Quote = z.infer<typeof quote>;

/** An order: pending (limit/stop waiting for its price), open (a position), closed or cancelled. */
export const order = z.object({
  id: entityId,
  instrument_id: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  /** Lots. */
  volume: decimalString,
  leverage: z.number().int().positive(),
  /** Trigger price of a limit or stop order; null for a market order. */
  price: decimalString.nullable(),
  /** Fill price; null while pending. */
  open_price: decimalString.nullable(),
  open_quote: quote.nullable(),
  close_price: decimalString.nullable(),
  close_quote: quote.nullable(),
  stop_loss: decimalString.nullable(),
  take_profit: decimalString.nullable(),
  /** Margin held while open, in the account currency. */
  margin: decimalString,
  /** Unrealised P&L while open, realised P&L once closed, in the account currency. */
  pnl: decimalString,
  /** Price the position would be closed at now (bid for a buy, ask for a sell); null unless open. */
  current_price: decimalString.nullable(),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  /**
   * Extension: the distance the stop-loss keeps behind the price while it follows it (a trailing
   * stop), in price units; null when the stop-loss is fixed. Absent from servers without it.
   */
  trailing_distance: decimalString.nullable().optional().meta({
    description: 'Beurs extension: the distance a trailing stop-loss keeps behind the price; null when the stop-loss is fixed.',
    'x-beurs-extension': true,
  }),
  /**
   * Extension: on the closed part of a partially closed position, the id of the position it was
   * taken from (which stays open with the rest); null otherwise. Absent from servers without it.
   */
  position_id: entityId.nullable().optional().meta({
    description: 'Beurs extension: on the closed part of a partially closed position, the position it was taken from.',
    'x-beurs-extension': true,
  }),
  /**
   * Extension: the limit price of a stop-limit order, the worst price it fills at once its stop
   * (`price`) is reached; null for other types. Absent from servers without it.
   */
  limit_price: decimalString.nullable().optional().meta({
    description: 'Beurs extension: the limit price of a stop-limit order, worked once its stop (price) is reached; null for other types.',
    'x-beurs-extension': true,
  }),
  /**
   * Extension: when a stop-limit order's stop was reached (it then waits as a limit order at
   * `limit_price`); null before, and for other types. Absent from servers without it.
   */
  triggered_at: isoDateTime.nullable().optional().meta({
    description: "Beurs extension: when a stop-limit order's stop was reached; null until then and for other types.",
    'x-beurs-extension': true,
  }),
  /**
   * Extension: how long a pending order waits: `gtc` until cancelled, `day` until the end of the
   * trading day, `date` until `expires_at`. Absent from servers without it.
   */
  expiry: z.enum(ORDER_EXPIRIES).optional().meta({
    description: 'Beurs extension: how long a pending order waits: gtc (until cancelled), day or date (until expires_at).',
    'x-beurs-extension': true,
  }),
  /**
   * Extension: when a pending order is cancelled if it has not filled (close reason `expired`);
   * null for gtc orders. Absent from servers without it.
   */
  expires_at: isoDateTime.nullable().optional().meta({
    description: 'Beurs extension: when a pending order is cancelled (close reason expired) if it has not filled; null for gtc.',
    'x-beurs-extension': true,
  }),
  /**
   * Extension: the trader's journal note on the order (`/orders/journal`); null when none. Absent
   * from servers without it.
   */
  note: z.string().nullable().optional().meta({
    description: "Beurs extension: the trader's journal note on the order (set with /orders/journal); null when none.",
    'x-beurs-extension': true,
  }),
  /**
   * Extension: the trader's journal tags, lower-case, each once; empty when none. Absent from
   * servers without it.
   */
  tags: z.array(z.string()).optional().meta({
    description: "Beurs extension: the trader's journal tags on the order (lower-case, each once); empty when none.",
    'x-beurs-extension': true,
  }),
  /**
   * Extension: the caller's own id for the order, sent on `/orders/open`; null when none. Absent
   * from servers without it.
   */
  client_order_id: z.string().nullable().optional().meta({
    description:
      "Beurs extension: the caller's own id for the order (client_order_id on /orders/open), unique per account; null when none.",
    'x-beurs-extension': true,
  }),
  created_at: isoDateTime,
  opened_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
});
z.globalRegistry.add(order, { id: 'Order' });
/** The type of {@link order}. */
export type Order = z.infer<typeof order>;
