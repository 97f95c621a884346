import type { SigninResponse, TokenPair } from '@beurs/domain/contract';
import { REFRESH_HEADER } from '@beurs/domain/constants';
import { ENDPOINT_ROUTES, endpointPath, type EndpointName } from '@beurs/domain/routes';
import { ApiError, type RequestTarget } from '../errors/api-error';
import { toHttpError } from '../errors/to-http-error';
import { readServerError } from '../errors/read-server-error';
import { isVerdictStatus } from '../errors/classify-failure';
import { SessionExpiredError, isSessionExpiredError } from '../errors/session-expired-error';
import { readRateLimit, type RateLimit } from '../rate-limit/read-rate-limit';
import { SESSION_END_REASONS, type SessionEndReason } from '../session/session-end-reason';
import { abortable } from './abortable';
import { buildRequest } from './build-request';
import type { ApiClient, ApiClientOptions, ApiKeyClientOptions, UploadInput, UploadOptions } from './api-client-types';
import { apiKeyTokenStore } from '@beurs/domain';
import { createKySender } from './create-ky-sender';
import { discardBody } from './discard-body';
import type { OutgoingRequest } from './outgoing-request';
import { sendUpload } from './send-upload';
import { readSecondFactorChallenge, readTokenPair } from './token-answers';
import { toTransportError } from './to-transport-error';

type AnyCall = (input?: unknown, options?: UploadOptions) => Promise<unknown>;

/** A call being made: what to send again if it has to be retried. */
interface PendingCall {
  name: EndpointName;
  input: unknown;
  options: UploadOptions;
}

function toTokenPair(data: unknown, target: RequestTarget): TokenPair {
  const tokens = readTokenPair(data);
  if (!tokens) throw new ApiError(`${target.method} ${target.url} answered without a token pair`, target);
  return tokens;
}

/**
 * Creates the client of the `/api/v1` contract: one typed function per call of `ENDPOINTS`
 * (`ENDPOINT_ROUTES`, the same calls without their schemas, tells it where each one goes).
 *
 * - Authenticated calls carry `Authorization: Bearer <access token>`; the others never do.
 * - `signin`, `signinSecondFactor` and `refresh` store the tokens they get; `refresh` sends the
 *   refresh token in the `Refresh` header with no body. When the account has two-factor sign-in
 *   on, `signin` stores nothing and answers the challenge for `signinSecondFactor`.
 * - A 401 on an authenticated call refreshes the tokens once and retries the call once; any
 *   number of concurrent 401s share a single refresh. If the server refuses the refresh, or
 *   there is no refresh token, the tokens are cleared, `onSessionEnded` is called and the
 *   calls reject with `SessionExpiredError`.
 * - `logout` clears the tokens and calls `onSessionEnded('logout')` whatever the server says.
 * - A program's client (`apiKey` instead of `tokenStore` and `onSessionEnded`, an extension)
 *   sends the key as its bearer token and has no session: a 401 rejects as an `HttpError`
 *   and is never refreshed; `signin` answers tokens without storing them, `refresh` rejects
 *   with `SessionExpiredError` (`no_refresh_token`).
 * - `options.idempotencyKey` of a call is sent as its `Idempotency-Key` header (extension).
 * - A 429 rejects with `RateLimitedError` (`retryAfterSeconds`), a reused idempotency key with
 *   `IdempotencyConflictError`, a key without the call's scope with `ApiKeyScopeError`;
 *   `api.rateLimit()` is the budget the latest answer reported.
 * - `requestPasswordReset({ email })` (extension) answers the same neutral message whether or
 *   not the email has an account; `resetPassword({ token, new_password })` sets the password with
 *   the token of the emailed link, and the server then ends every session of the account. Both
 *   are public calls: no token is sent or stored. A used, expired or unknown link rejects with an
 *   `HttpError` whose `code` is `reset_link_invalid` and whose message says to ask for a new one.
 * - No timeout unless a call asks for one; no automatic retries.
 * - Inputs are sent as given: the server validates them and answers with messages to show
 *   (contract §5). Answers are typed from the contract, not re-validated, unless `validate` is
 *   given: `validate: validateAnswers` (from `@beurs/api-client/validate`) parses each answer
 *   with the contract's schema and rejects a mismatch with an `AnswerValidationError`.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: 'https://api.example.com:7799',
 *   tokenStore: createBrowserTokenStore(),
 *   onSessionEnded: () => router.navigate('/login'),
 * });
 * const answer = await api.signin({ email, password });
 * if (isSecondFactorChallenge(answer)) await api.signinSecondFactor({ challenge_token: answer.challenge_token, code });
 * const { order } = await api.openOrder({ instrument_id: 'EURUSD', side: 'buy', volume: 1, leverage: 30 });
 *
 * @example
 * const bot = createApiClient({ baseUrl: 'https://api.example.com:7799', apiKey: process.env.BEURS_API_KEY });
 * await bot.openOrder({ instrument_id: 'EURUSD', side: 'buy', volume: 1, leverage: 30, client_order_id: 'bot-42-0001' });
 */
export function createApiClient(options: ApiClientOptions | ApiKeyClientOptions): ApiClient {
  const { hooks, validate, apiKey } = options;
  const { tokenStore, onSessionEnded } =
    apiKey === undefined ? (options as ApiClientOptions) : { tokenStore: apiKeyTokenStore(apiKey), onSessionEnded: () => {} };
  const origin = options.baseUrl.replace(/\/+$/, '');
  const send = createKySender(options);
  let rateLimit: RateLimit | null = null;
  /** Counts ended sessions, so `logout` does not report an end a failed refresh already reported. */
  let sessionEnds = 0;
  let refreshing: Promise<TokenPair> | undefined;

  const urlOf = (name: EndpointName) => origin + endpointPath(ENDPOINT_ROUTES[name].path);

  function endSession(reason: SessionEndReason): void {
    sessionEnds += 1;
    tokenStore.clear();
    onSessionEnded(reason);
  }

  /** Keeps the budget an answer reports; an answer without one leaves the last one known. */
  function noteRateLimit(response: Response): void {
    rateLimit = readRateLimit(response.headers) ?? rateLimit;
  }

  /** Sends the call once, with `token` as its bearer token. */
  async function attempt({ name, input, options: callOptions }: PendingCall, token: string | null) {
    const request = buildRequest({ origin, name, input, token, options: callOptions });
    const response =
      ENDPOINT_ROUTES[name].body === 'multipart'
        ? await sendUpload({ send, request, size: (input as UploadInput).file.size, onUploadProgress: callOptions.onUploadProgress, hooks })
        : await send(request);
    noteRateLimit(response);
    return { request, response };
  }

  /** The JSON of a 2xx answer; an `HttpError` for any other status. */
  async function read(response: Response, request: OutgoingRequest): Promise<unknown> {
    const target = { method: request.method, url: request.url };
    try {
      if (!response.ok) throw toHttpError({ ...target, response, ...(await readServerError(response)) });
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new ApiError(`${target.method} ${target.url} answered ${response.status} with a body that is not JSON`, {
          ...target,
          cause,
        });
      }
    } catch (error) {
      // The connection can still drop while the body is read.
      throw toTransportError(error, request);
    }
  }

  /** The answer a call resolves with: `data` as read, or as the `validate` option returns it. */
  function accept(name: EndpointName, data: unknown, request: OutgoingRequest): unknown {
    return validate ? validate(data, { name, method: request.method, url: request.url }) : data;
  }

  /** Spends the refresh token once and stores the new pair; ends the session if the server refuses it. */
  async function runRefresh(timeout: number | undefined): Promise<TokenPair> {
    const request = buildRequest({ origin, name: 'refresh', input: undefined, token: null, options: { timeout } });
    const target = { method: request.method, url: request.url };
    const refreshToken = tokenStore.getRefreshToken();
    if (refreshToken === null) {
      endSession(SESSION_END_REASONS.noRefreshToken);
      throw new SessionExpiredError({ ...target, reason: SESSION_END_REASONS.noRefreshToken });
    }
    request.headers[REFRESH_HEADER] = refreshToken;
    // Network errors and timeouts reject here and keep the tokens: not reaching the server
    // says nothing about the session.
    const response = await send(request);
    noteRateLimit(response);
    let tokens: TokenPair;
    try {
      tokens = toTokenPair(accept('refresh', await read(response, request), request), target);
    } catch (error) {
      // Only a refusal (a 4xx other than 408 and 429) ends the session. A server fault, a rate
      // limit, a dropped connection or an answer that is not a token pair (a proxy's page) is no
      // verdict: keep the tokens for the next try rather than sign every user out in an outage.
      if (!isVerdictStatus(response.status)) throw error;
      endSession(SESSION_END_REASONS.refreshFailed);
      throw new SessionExpiredError({ ...target, reason: SESSION_END_REASONS.refreshFailed, cause: error });
    }
    tokenStore.setTokens(tokens);
    return tokens;
  }

  /** The one refresh in flight, shared by every caller until it settles. */
  function refreshTokens(timeout?: number): Promise<TokenPair> {
    refreshing ??= runRefresh(timeout).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function call(name: EndpointName, input: unknown, callOptions: UploadOptions = {}): Promise<unknown> {
    const pending: PendingCall = { name, input, options: callOptions };
    const { auth } = ENDPOINT_ROUTES[name];
    const sentToken = auth ? tokenStore.getAccessToken() : null;
    let { request, response } = await attempt(pending, sentToken);
    // A program's key has no session to refresh: its 401 is the answer.
    if (auth && response.status === 401 && apiKey === undefined) {
      discardBody(response);
      // Another call (or @beurs/realtime, or another tab) may have renewed the token meanwhile.
      let token = tokenStore.getAccessToken();
      if (token === null || token === sentToken) {
        try {
          token = (await abortable(refreshTokens(), callOptions.signal)).accessToken;
        } catch (error) {
          if (!isSessionExpiredError(error)) throw error;
          throw new SessionExpiredError({ method: request.method, url: request.url, reason: error.reason, cause: error });
        }
      }
      // One retry only: a 401 on it is reported as it is, never refreshed again.
      ({ request, response } = await attempt(pending, token));
    }
    return accept(name, await read(response, request), request);
  }

  const client: Record<string, AnyCall | (() => RateLimit | null)> = {
    rateLimit: () => rateLimit,
  };
  for (const name of Object.keys(ENDPOINT_ROUTES) as EndpointName[]) {
    client[name] = (input, callOptions) => call(name, input, callOptions);
  }

  client.signin = async (input, callOptions): Promise<SigninResponse> => {
    const answer = await call('signin', input, callOptions);
    const challenge = readSecondFactorChallenge(answer);
    if (challenge) return challenge;
    const tokens = toTokenPair(answer, { method: 'POST', url: urlOf('signin') });
    tokenStore.setTokens(tokens);
    return tokens;
  };

  client.signinSecondFactor = async (input, callOptions) => {
    const tokens = toTokenPair(await call('signinSecondFactor', input, callOptions), { method: 'POST', url: urlOf('signinSecondFactor') });
    tokenStore.setTokens(tokens);
    return tokens;
  };

  // Joins a refresh already in flight (its timeout then is that refresh's) rather than
  // spending the rotated refresh token twice.
  client.refresh = (_input, callOptions = {}) => abortable(refreshTokens(callOptions.timeout), callOptions.signal);

  client.logout = async (input, callOptions) => {
    const endsBefore = sessionEnds;
    try {
      return await call('logout', input, callOptions);
    } finally {
      // Contract §4: logout clears the tokens even when the server call fails.
      if (sessionEnds === endsBefore) endSession(SESSION_END_REASONS.logout);
    }
  };

  return client as unknown as ApiClient;
}
