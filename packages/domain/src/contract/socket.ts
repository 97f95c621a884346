import { z } from 'zod';
import { MAX_QUOTE_SUBSCRIPTIONS } from '../constants/realtime';
import { order, type Order } from '../entities/order';
import { tokenPair, type TokenPair } from './auth';
import { decimalString, isoDateTime } from './primitives';
import { alertTriggered, type AlertTriggered } from './alerts';
import {
  accountEvent,
  heartbeat,
  streamClosed,
  streamState,
  type AccountEvent,
  type Heartbeat,
  type StreamClosed,
  type StreamState,
} from './account-events';

/**
 * The current quote of one instrument on the socket (extension of contract §4): bid and ask as decimal
 * text with the instrument's digits, exactly as `/symbols/` writes them, and the quote's time.
 */
export const liveQuote = z.object({
  instrument_id: z.string(),
  bid: decimalString,
  ask: decimalString,
  time: isoDateTime,
  /** Where the price came from: `simulated`, `live:<exchange>` or `replay:<dataset>`. */
  source: z.string().optional(),
});
z.globalRegistry.add(liveQuote, { id: 'LiveQuote' });
/** The type of {@link liveQuote}. */
export type LiveQuote = z.infer<typeof liveQuote>;

/**
 * What `subscribeQuotes` and `unsubscribeQuotes` carry: instrument ids (`['EURUSD', 'AAPL']`),
 * at most {@link MAX_QUOTE_SUBSCRIPTIONS} in one request. Every refusal says what to send instead.
 */
export const quoteSubscription = z
  .array(
    z
      .string({ error: 'Each instrument must be given by its id, as text, like "EURUSD"' })
      .trim()
      .min(1, { error: 'An instrument id cannot be empty' })
      .max(32, { error: 'An instrument id has at most 32 characters' }),
    { error: 'Send an array of instrument ids, like ["EURUSD", "AAPL"]' },
  )
  .max(MAX_QUOTE_SUBSCRIPTIONS, { error: `At most ${MAX_QUOTE_SUBSCRIPTIONS} instruments can be streamed on one socket` });

/** The client events a `quotesError` answers. */
export type QuoteSubscriptionEvent = 'subscribeQuotes' | 'unsubscribeQuotes';

/**
 * Why a quote subscription was refused (extension of contract §4). `instrument_ids` lists the ids that
 * were not (un)subscribed; empty when the whole payload was unusable. The socket stays connected.
 */
export const quotesError = z.object({
  event: z.enum(['subscribeQuotes', 'unsubscribeQuotes']),
  message: z.string(),
  instrument_ids: z.array(z.string()),
});
z.globalRegistry.add(quotesError, { id: 'QuotesError' });
/** The type of {@link quotesError}. */
export type QuotesError = z.infer<typeof quotesError>;

/** Events the server emits to a user's sockets (contract §7; `quotes`, `quotesError` and `alertTriggered` extend contract §4). */
export interface ServerToClientEvents {
  /** The user's live orders (pending and open), replacing the previous list. */
  userOrders: (orders: Order[]) => void;
  /** Rotated tokens in answer to `refreshToken`; the client stores them. */
  authTokenRefreshed: (tokens: TokenPair) => void;
  /**
   * Extension of contract §4: current quotes of instruments this socket subscribed to. Sent once with
   * the subscribed instruments' quotes right after `subscribeQuotes`, then once a tick with the
   * subscribed instruments that moved. Each event may carry only some of the subscribed
   * instruments: merge by `instrument_id`, never replace the whole set.
   */
  quotes: (quotes: LiveQuote[]) => void;
  /** Extension of contract §4: a `subscribeQuotes` or `unsubscribeQuotes` was refused in whole or in part. */
  quotesError: (error: QuotesError) => void;
  /**
   * Extension of contract §4: one of the user's price alerts was reached. Sent once per alert, to
   * every socket of the user, after the alert is stored as triggered and its notification made.
   */
  alertTriggered: (event: AlertTriggered) => void;
  /** Extension of contract §4: where the account stream stands, once per connect, before any `accountEvent`. */
  streamState: (state: StreamState) => void;
  /** Extension of contract §4: one change of the account's orders or balance, numbered per account. */
  accountEvent: (event: AccountEvent) => void;
  /** Extension of contract §4: the stream is alive (every `HEARTBEAT_INTERVAL_MS`). */
  heartbeat: (beat: Heartbeat) => void;
  /** Extension of contract §4: the socket's credential stopped working; the server disconnects it next. */
  streamClosed: (closed: StreamClosed) => void;
}

/** Events a client emits (contract §7; `subscribeQuotes` and `unsubscribeQuotes` extend contract §4). */
export interface ClientToServerEvents {
  /** Asks for rotated tokens; carries the current refresh token. */
  refreshToken: (refreshToken: string) => void;
  /** Extension of contract §4: stream these instruments' quotes to this socket (adds to earlier subscriptions). */
  subscribeQuotes: (instrumentIds: string[]) => void;
  /** Extension of contract §4: stop streaming these instruments' quotes to this socket. */
  unsubscribeQuotes: (instrumentIds: string[]) => void;
}

/**
 * What the client puts in the socket handshake's `auth` data: the access token, as a bearer token
 * on HTTP, or (extension) an API key's secret (`bk_live_…`). Servers check the handshake with it;
 * an empty token is refused like a missing one. Extension: `last_seq`, the last `accountEvent`
 * the client handled, asks for the events it missed (see `streamState`).
 *
 * @example
 * ```ts
 * io(origin, { auth: { token: accessToken } satisfies SocketAuth });
 * ```
 */
export const socketAuth = z.object({ token: z.string(), last_seq: z.number().int().nonnegative().optional() });
/** The type of {@link socketAuth}. */
export type SocketAuth = z.infer<typeof socketAuth>;

/** Schemas of the socket payloads, for servers and tests that validate them. */
export const socketPayloads = {
  userOrders: z.array(order),
  authTokenRefreshed: tokenPair,
  refreshToken: z.string().min(1),
  quotes: z.array(liveQuote),
  quotesError,
  alertTriggered,
  streamState,
  accountEvent,
  heartbeat,
  streamClosed,
  subscribeQuotes: quoteSubscription,
  unsubscribeQuotes: quoteSubscription,
} as const;
