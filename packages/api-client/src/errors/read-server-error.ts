import type { ServerErrorDetails } from './http-error';
import { readErrorBody } from './read-error-body';

/**
 * Reads the contract's error body (`{ statusCode, code, message, fields? }`) from a failed
 * answer without consuming it. A body that is not JSON (a proxy's HTML page) gives no details;
 * a JSON body of another shape still gives its `message` when that is text.
 */
export async function readServerError(response: Response): Promise<ServerErrorDetails> {
  const text = await response.clone().text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the status alone describes the failure, and the HttpError still carries the response.
    return {};
  }
  const body = readErrorBody(data);
  if (body) return { code: body.code, serverMessage: body.message, fields: body.fields, retryAfterSeconds: body.retry_after_seconds };
  const message: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'message') : undefined;
  return { serverMessage: typeof message === 'string' ? message : undefined };
}
