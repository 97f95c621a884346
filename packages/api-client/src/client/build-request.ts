import { IDEMPOTENCY_KEY_HEADER } from '@beurs/domain/constants';
import { ENDPOINT_ROUTES, UPLOAD_FIELD_NAME, endpointPath, type EndpointName } from '@beurs/domain/routes';
import type { UploadInput, UploadOptions } from './api-client-types';
import type { OutgoingRequest } from './outgoing-request';

function toQueryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The HTTP request of one call, as its `ENDPOINT_ROUTES` entry describes it: URL `origin` plus the
 * spec's path, the bearer token only on authenticated calls, the call's `Idempotency-Key` when
 * it has one, and the input as a JSON body, a
 * query string, a multipart upload or nothing.
 */
export function buildRequest({
  origin,
  name,
  input,
  token,
  options,
}: {
  /** The base URL without its trailing slashes. */
  origin: string;
  name: EndpointName;
  input: unknown;
  /** The access token to send, if the call is authenticated. */
  token: string | null;
  options: UploadOptions;
}): OutgoingRequest {
  const { method, path, auth, body } = ENDPOINT_ROUTES[name];
  const request: OutgoingRequest = {
    method,
    url: origin + endpointPath(path),
    headers: { accept: 'application/json' },
    timeout: options.timeout,
    signal: options.signal,
  };
  if (auth && token) request.headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) request.headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (body === 'json') {
    request.headers['content-type'] = 'application/json';
    // Calls whose whole input is optional (paging, filters) default to an empty object.
    request.body = JSON.stringify(input ?? {});
  } else if (body === 'query') {
    request.url += toQueryString(input);
  } else if (body === 'multipart') {
    const { file, filename } = input as UploadInput;
    const form = new FormData();
    if (filename === undefined) form.append(UPLOAD_FIELD_NAME, file);
    else form.append(UPLOAD_FIELD_NAME, file, filename);
    request.body = form;
  }
  return request;
}
