import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  MAX_RESUME_EVENTS,
  MAX_QUOTE_SUBSCRIPTIONS,
  ACCOUNT_EVENT_RETENTION_HOURS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@beurs/domain';

/** The words of one socket event in the AsyncAPI document; its payload schema comes from the contract. */
export interface SocketEventDoc {
  title: string;
  summary: string;
  description: string;
}

/** The words of a client event the server answers, and which server events answer it. */
export interface ClientEventDoc extends SocketEventDoc {
  replies: ReadonlyArray<keyof ServerToClientEvents>;
}

/**
 * Every event the server emits, keyed like the contract's `ServerToClientEvents`: an event added
 * there and not here fails the typecheck, so the document cannot silently miss one.
 */
export const SERVER_EVENT_DOCS: { readonly [TEvent in keyof ServerToClientEvents]: SocketEventDoc } = {
  userOrders: {
    title: 'Live orders',
    summary: "The user's live orders (pending and open), replacing the previous list.",
    description:
      'Sent to every socket of the user right after the handshake, after each change (an order opened, closed or filled; a stop-loss, take-profit or close-out) and once per tick that moves a price the open positions depend on (their instrument, or the rate converting its currency). The list replaces the one held before.',
  },
  authTokenRefreshed: {
    title: 'Rotated tokens',
    summary: 'New access and refresh tokens, in answer to refreshToken; the client stores them.',
    description: 'The refresh token sent in refreshToken is used up: only this pair is valid from now on.',
  },
  quotes: {
    title: 'Live quotes',
    summary: 'Current quotes of instruments this socket subscribed to.',
    description:
      'Sent once with the quotes of the instruments a subscribeQuotes added, then once a market tick with the subscribed instruments that moved (one event holding all of them). An event may carry only some of the subscribed instruments: merge by instrument_id, never replace the whole set.',
  },
  quotesError: {
    title: 'Quote subscription refused',
    summary: 'A subscribeQuotes or unsubscribeQuotes was refused in whole or in part.',
    description: `The message says what to fix (an unknown instrument, more than ${MAX_QUOTE_SUBSCRIPTIONS} instruments on one socket, a payload that is not an array of ids); instrument_ids lists the ids left out. The socket stays connected and keeps its earlier subscriptions.`,
  },
  alertTriggered: {
    title: 'Price alert reached',
    summary: "One of the user's price alerts fired: the alert, now triggered, and the notification's text.",
    description:
      "Sent once per alert to every socket of the user, after the alert is stored as triggered (with the time and the bid that reached it) and its notification is in the user's list (GET /notifications/). Alerts compare the bid and fire only at a fresh quote of an open market. A socket that was not connected at that moment gets no replay: the alert list (GET /alerts/) and the notifications show it.",
  },
  streamState: {
    title: 'Where the account stream stands',
    summary: "Sent once right after the handshake: the account's latest event number, and whether missed events follow.",
    description: `With last_seq in the handshake's auth, resumed_from repeats it and the events after it follow at once as accountEvent (replayed says how many), oldest first. When they are no longer kept (${ACCOUNT_EVENT_RETENTION_HOURS} hours) or more than ${MAX_RESUME_EVENTS} were missed, snapshot is true and none follow: take the userOrders list and POST /users/ afresh, then carry on from seq.`,
  },
  accountEvent: {
    title: 'Account event',
    summary: "One change of the account's orders or balance, numbered per account from 1 without gaps, in commit order.",
    description:
      'Every order placed, opened, filled, triggered, modified, closed or cancelled (by the trader, the engine or the operator) and every ledger entry. The order is as it was right after the change. A client keeps the last seq it handled and sends it as last_seq when it reconnects; an event whose seq it has seen already can be dropped.',
  },
  heartbeat: {
    title: 'Heartbeat',
    summary: `Sent every ${HEARTBEAT_INTERVAL_MS / 1000} seconds with the account's latest event number.`,
    description: `A client that hears nothing (no heartbeat and no other event) for ${HEARTBEAT_TIMEOUT_MS / 1000} seconds takes the stream for dead and reconnects with last_seq. A seq above the last event it handled means events are on their way or were missed: reconnecting with last_seq fetches them.`,
  },
  streamClosed: {
    title: 'Stream closed by the server',
    summary: "The socket's credential stopped working (API key revoked or expired, session ended); the disconnect follows.",
    description: 'The reason says which: a client should not reconnect with the same credential, which the handshake will refuse.',
  },
};

/** Every event the server handles, keyed like the contract's `ClientToServerEvents` (checked the same way). */
export const CLIENT_EVENT_DOCS: { readonly [TEvent in keyof ClientToServerEvents]: ClientEventDoc } = {
  refreshToken: {
    title: 'Refresh the tokens',
    summary: 'Asks for rotated tokens; carries the current refresh token.',
    description:
      'Clients emit it every hour (contract §9). Answered by authTokenRefreshed; a refresh token that is unknown, used up, expired or of another user gets no answer: the server disconnects the socket.',
    replies: ['authTokenRefreshed'],
  },
  subscribeQuotes: {
    title: 'Subscribe to quotes',
    summary: "Adds instruments (by instrument_id) to this socket's quote stream.",
    description: `Adds to earlier subscriptions, up to ${MAX_QUOTE_SUBSCRIPTIONS} instruments on one socket. Answered by quotes with the current quotes of the known instruments, and by quotesError for unknown ids or a request past the limit. Subscriptions end with the socket: send them again after a reconnect.`,
    replies: ['quotes', 'quotesError'],
  },
  unsubscribeQuotes: {
    title: 'Unsubscribe from quotes',
    summary: "Removes instruments from this socket's quote stream.",
    description: 'Ids this socket does not stream are ignored. Only a payload that is not an array of ids is answered, with quotesError.',
    replies: ['quotesError'],
  },
};
