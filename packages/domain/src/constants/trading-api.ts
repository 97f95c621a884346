// The trading API for programs (a Beurs extension): API keys, idempotent requests, visible rate
// budgets and the resumable account stream. Servers and clients read the same figures here.

/** Every API key secret starts with this, so a leaked key is recognisable (and scannable) at a glance. */
export const API_KEY_PREFIX = 'bk_live_';

/** What an API key may be allowed: reading the account and the market, and trading. */
export const API_KEY_SCOPES = ['read', 'trade'] as const;
/** One of {@link API_KEY_SCOPES}. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Most live (unrevoked) keys one account may hold. */
export const MAX_API_KEYS_PER_ACCOUNT = 10;

/** Most addresses or networks on one key's allow-list. */
export const MAX_API_KEY_ALLOWED_IPS = 20;

/** The request header that makes a money-moving POST safe to retry (close, modify, deposit, withdrawal…). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long an `Idempotency-Key` is remembered, in hours. A `client_order_id` answers its order for good. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Longest `Idempotency-Key` and `client_order_id`, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 64;

/** What an `Idempotency-Key` or `client_order_id` may be made of: letters, digits and `._:-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]+$/;

/**
 * The socket handshake's connect error for an API key that does not work (unknown, revoked,
 * expired, not accepted from this address, or without the read scope): connecting again with the
 * same key is refused again, so a client stops instead of retrying.
 */
export const API_KEY_REFUSED_MESSAGE = 'api key refused';

/** How often the server sends `heartbeat` on an authenticated socket, in milliseconds. */
export const HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * A stream is taken for dead when no heartbeat (nor any other event) came for this long: two
 * heartbeats missed and a little slack for a busy network.
 */
export const HEARTBEAT_TIMEOUT_MS = 2 * HEARTBEAT_INTERVAL_MS + 2_000;

/** How long the server keeps each account's events for a reconnecting client to resume from, in hours. */
export const ACCOUNT_EVENT_RETENTION_HOURS = 24;

/** Most events one resume replays; past it the client gets a snapshot (flagged) instead. */
export const MAX_RESUME_EVENTS = 1_000;

/** Socket events of the resumable account stream: a marked extension of contract §4. */
export const ACCOUNT_STREAM_EVENTS = {
  /** Server to client, once per connect: where the stream stands and whether a replay follows. */
  streamState: 'streamState',
  /** Server to client: one numbered change of the account's orders or balance. */
  accountEvent: 'accountEvent',
  /** Server to client: the stream is alive. */
  heartbeat: 'heartbeat',
  /** Server to client: the socket's credential stopped working; a disconnect follows. */
  streamClosed: 'streamClosed',
} as const;
