import { HttpError } from './http-error';

/**
 * The server answered 403 `api_key_scope`: the API key the client sends does not carry the scope
 * this call needs (`trade` to open, close or modify orders), or the call is never open to keys
 * (the account's password, PIN, two-factor, withdrawals, devices and keys). Retrying will not
 * help; a key with the scope, made by the account's owner, will.
 *
 * @example
 * if (isApiKeyScopeError(error)) console.error(`this key cannot do that: ${error.serverMessage}`);
 */
export class ApiKeyScopeError extends HttpError {
  override name = 'ApiKeyScopeError' as const;
}

/** Whether `error` is an {@link ApiKeyScopeError}. */
export function isApiKeyScopeError(error: unknown): error is ApiKeyScopeError {
  return error instanceof ApiKeyScopeError;
}
