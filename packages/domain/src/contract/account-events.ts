import { z } from 'zod';
import { LEDGER_CAUSES } from '../constants/statuses';
import { order } from '../entities/order';
import { decimalString, entityId, isoDateTime } from './primitives';

// The resumable account stream (extension of contract §4): every change of an account's orders
// and balance, numbered 1, 2, 3… per account in the order it was committed, kept by the server
// for a while so a client that reconnects gets what it missed.

/** What happened to the account. */
export const ACCOUNT_EVENT_TYPES = [
  /** A pending order was placed. */
  'order_placed',
  /** A market order opened a position. */
  'order_opened',
  /** A pending order filled and is now an open position. */
  'order_filled',
  /** A stop-limit order's stop was reached: it now waits as a limit. */
  'order_triggered',
  /** A level, the volume, the expiry or the journal of a live order changed (by the trader or a trailing stop). */
  'order_modified',
  /** A position closed, in whole or in part (the closed part is its own order). */
  'order_closed',
  /** A pending order was cancelled or expired. */
  'order_cancelled',
  /** The balance moved: a ledger entry was written. */
  'balance_changed',
] as const;
/** One of {@link ACCOUNT_EVENT_TYPES}. */
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

/** The ledger entry a `balance_changed` event carries. */
export const accountEventEntry = z.object({
  id: entityId,
  cause: z.enum(LEDGER_CAUSES),
  amount: decimalString,
  balance_after: decimalString,
  order_id: entityId.nullable(),
});
/** The type of {@link accountEventEntry}. */
export type AccountEventEntry = z.infer<typeof accountEventEntry>;

/**
 * One change of the account. `seq` counts the account's events from 1 without gaps, in commit
 * order; a client keeps the last one it handled and sends it when it reconnects. An order event
 * carries the order as it was right after the change (open positions without live P&L).
 */
export const accountEvent = z.object({
  seq: z.number().int().positive(),
  type: z.enum(ACCOUNT_EVENT_TYPES),
  at: isoDateTime,
  order: order.nullable(),
  entry: accountEventEntry.nullable(),
});
z.globalRegistry.add(accountEvent, { id: 'AccountEvent' });
/** The type of {@link accountEvent}. */
export type AccountEvent = z.infer<typeof accountEvent>;

/**
 * Sent once on every connect, before any `accountEvent` of that connection: where the stream
 * stands. With `resumed_from` set (the client sent `last_seq`), the events after it follow at
 * once, unless `snapshot` is true: they are no longer kept (or too many), and the client should
 * take the `userOrders` list and the account's figures afresh instead.
 */
export const streamState = z.object({
  /** The account's latest event now; the client has seen everything up to here once the replay is done. */
  seq: z.number().int().nonnegative(),
  /** The `last_seq` the client sent, or null on a fresh start. */
  resumed_from: z.number().int().nonnegative().nullable(),
  /** How many missed events follow as `accountEvent`. */
  replayed: z.number().int().nonnegative(),
  /** True when the missed events cannot be replayed: refresh from `userOrders` and `/users/`. */
  snapshot: z.boolean(),
});
z.globalRegistry.add(streamState, { id: 'StreamState' });
/** The type of {@link streamState}. */
export type StreamState = z.infer<typeof streamState>;

/** Sent every few seconds (`HEARTBEAT_INTERVAL_MS`): the stream is alive, and its latest sequence. */
export const heartbeat = z.object({
  seq: z.number().int().nonnegative(),
  at: isoDateTime,
});
z.globalRegistry.add(heartbeat, { id: 'Heartbeat' });
/** The type of {@link heartbeat}. */
export type Heartbeat = z.infer<typeof heartbeat>;

/**
 * Why the server is about to close the socket for good (it will not take the same credential
 * back). `api_key_refused` is the client's own word for a handshake refused with
 * `API_KEY_REFUSED_MESSAGE`; the server sends the other three.
 */
export const STREAM_CLOSE_REASONS = ['api_key_revoked', 'api_key_expired', 'api_key_refused', 'session_ended'] as const;
/** One of {@link STREAM_CLOSE_REASONS}. */
export type StreamCloseReason = (typeof STREAM_CLOSE_REASONS)[number];

/** Sent just before the server disconnects a socket whose credential stopped working. */
export const streamClosed = z.object({
  reason: z.enum(STREAM_CLOSE_REASONS),
  message: z.string(),
});
z.globalRegistry.add(streamClosed, { id: 'StreamClosed' });
/** The type of {@link streamClosed}. */
export type StreamClosed = z.infer<typeof streamClosed>;
