import { TimeoutError as KyTimeoutError } from 'ky';
import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import type { OutgoingRequest } from './outgoing-request';

/**
 * Turns what fetch (through ky) threw into this package's errors: ky's timeout into a
 * `TimeoutError`, fetch's `TypeError` (refused, reset, DNS, CORS) into a `NetworkError`.
 * The caller's own abort and anything else (a hook's error) pass through unchanged.
 */
export function toTransportError(error: unknown, request: OutgoingRequest): unknown {
  if (request.signal?.aborted) return error;
  const target = { method: request.method, url: request.url, cause: error };
  if (error instanceof KyTimeoutError) return new TimeoutError({ ...target, timeout: request.timeout ?? 0 });
  if (error instanceof TypeError) return new NetworkError(target);
  return error;
}
