/**
 * What one message from an exchange means to a feed. `alive` is any sign that the exchange is
 * serving this connection (a subscription ack, a heartbeat, a pong, a status message);
 * `reconnect` is the exchange asking the client to reconnect; `rejected` is an error the
 * exchange reported (a subscription it refused); `ignored` is a message type the feed does not
 * use, which the exchanges' documents say clients must tolerate.
 */
export type ProtocolEvent =
  | { kind: 'quote'; symbol: string; bid: string; ask: string; exchangeTime: number | null }
  | { kind: 'alive' }
  | { kind: 'reconnect'; reason: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'ignored' };

/** Thrown by a protocol for a message it cannot read; the feed logs and counts it. */
export class BadMessageError extends Error {
  override name = 'BadMessageError' as const;
}

/** One exchange's public WebSocket protocol, as far as best bid/ask goes. */
export interface ExchangeProtocol {
  /** The messages that subscribe a fresh connection to the symbols' best bid/ask. */
  subscribe(symbols: readonly string[]): string[];
  /**
   * A message the client sends now and then so that a quiet but healthy connection still gets an
   * answer; null for exchanges that send heartbeats on their own.
   */
  keepAlive: string | null;
  /** Reads one text message. Throws BadMessageError (or any error) for one it cannot read. */
  read(text: string): ProtocolEvent[];
}
