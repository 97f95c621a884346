import ky from 'ky';
import type { ApiClientHooks } from './api-client-types';
import type { SendRequest } from './outgoing-request';
import { toTransportError } from './to-transport-error';

/**
 * The fetch transport, through ky with no timeout by default (contract §7), no retries (opening
 * an order is not idempotent) and no throwing on 4xx/5xx (the client reads those itself).
 */
export function createKySender(options: { fetch?: typeof globalThis.fetch | undefined; hooks?: ApiClientHooks | undefined }): SendRequest {
  const { beforeRequest, afterResponse } = options.hooks ?? {};
  const http = ky.create({
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    hooks: {
      beforeRequest: beforeRequest ? [async (request) => void (await beforeRequest(request))] : [],
      afterResponse: afterResponse ? [async (request, _options, response) => void (await afterResponse(request, response))] : [],
    },
  });
  return async (request) => {
    try {
      return await http(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        // Always explicit: a per-call `timeout: undefined` would bring back ky's 10 s default.
        timeout: request.timeout ?? false,
        signal: request.signal,
      });
    } catch (error) {
      throw toTransportError(error, request);
    }
  };
}
