import { REALTIME_OPTIONS } from '@beurs/domain/constants';

/** Input of {@link retryDelay}. */
export interface RetryDelayInput {
  /** Retries already made since the last successful connection, from 0. */
  attempt: number;
  /** A number in [0, 1) that spreads clients apart. Defaults to `Math.random()`. */
  random?: number;
  /** The first delay. Defaults to `REALTIME_OPTIONS.reconnectionDelayMs` (1,000 ms). */
  minMs?: number;
  /** The longest delay. Defaults to `REALTIME_OPTIONS.reconnectionDelayMaxMs` (5,000 ms). */
  maxMs?: number;
}

/**
 * How long to wait before retrying a handshake the server refused (socket.io does not retry
 * those itself): doubles from `minMs` with up to 50% jitter, capped at `maxMs`, so it always lies
 * between 1,000 and 5,000 ms with the defaults (contract §9).
 *
 * @example
 * ```ts
 * retryDelay({ attempt: 0, random: 0 }); // 1000
 * retryDelay({ attempt: 5 }); // 5000
 * ```
 */
export function retryDelay({
  attempt,
  random = Math.random(),
  minMs = REALTIME_OPTIONS.reconnectionDelayMs,
  maxMs = REALTIME_OPTIONS.reconnectionDelayMaxMs,
}: RetryDelayInput): number {
  return Math.max(minMs, Math.min(maxMs, minMs * 2 ** attempt * (1 + random / 2)));
}
