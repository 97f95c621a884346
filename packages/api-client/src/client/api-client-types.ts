import type { EndpointInput, EndpointName, EndpointOutput, TokenStore } from '@beurs/domain';
import type { RequestTarget } from '../errors/api-error';
import type { RateLimit } from '../rate-limit/read-rate-limit';
import type { SessionEndReason } from '../session/session-end-reason';

/** Per-call options. */
export interface CallOptions {
  /**
   * Milliseconds each HTTP attempt of the call may take before it rejects with a
   * `TimeoutError`. Defaults to no timeout (contract §7: the HTTP client has none).
   */
  timeout?: number | undefined;
  /** Cancels the call; it then rejects with the signal's reason (an `AbortError`), not an `ApiError`. */
  signal?: AbortSignal | undefined;
  /**
   * Sent as the `Idempotency-Key` header (extension): the server runs a money-moving POST (close,
   * modify, deposit, withdrawal…) once per key and answers a repeat with the first answer
   * (`Idempotent-Replayed: true`), so a call that timed out or lost its connection can be sent
   * again with the same key without doing it twice. At most 64 letters, digits and `._:-`
   * (`IDEMPOTENCY_KEY_PATTERN`), remembered for 24 hours; the same key with another request is
   * refused with an `IdempotencyConflictError`. Harmless on other calls. Defaults to none.
   *
   * @example
   * await api.closeOrder({ id }, { idempotencyKey: `close-${id}` });
   */
  idempotencyKey?: string | undefined;
}

/** How far an upload has got. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the file's size where the browser does not tell). */
  total: number;
  /** 0 to 100, rounded. */
  percent: number;
}

/** Options of an upload call. */
export interface UploadOptions extends CallOptions {
  /**
   * Called as the file is sent. Browsers report real progress (through XMLHttpRequest);
   * where there is no XMLHttpRequest (Node, service workers) it is called at 0 and at 100%.
   */
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** The input of `uploadPassport` and `uploadCard`. */
export interface UploadInput {
  /** The document: JPEG, PNG or PDF, at most 10 MB (checked by the server). */
  file: Blob;
  /** File name sent with it. Defaults to the `File`'s name, or `blob` for a plain `Blob`. */
  filename?: string | undefined;
}

/**
 * The calls that send a multipart upload. The contract's `ENDPOINTS` types every `body` as the
 * whole `EndpointBody` union, so this cannot be derived from it at the type level; a test
 * checks that it matches the table at run time.
 */
type UploadEndpointName = 'uploadPassport' | 'uploadCard';

/** What a call accepts: the contract's input type, or an {@link UploadInput} for uploads. */
export type ApiCallInput<TName extends EndpointName> = TName extends UploadEndpointName ? UploadInput : EndpointInput<TName>;

type ApiCallOptions<TName extends EndpointName> = TName extends UploadEndpointName ? UploadOptions : CallOptions;

/**
 * One call of the client. Its input may be left out when the contract has none, defaults it,
 * or has only optional fields (filters); it is then sent as `{}` or no query string.
 */
export type ApiCall<TName extends EndpointName> =
  undefined extends ApiCallInput<TName>
    ? (input?: ApiCallInput<TName>, options?: ApiCallOptions<TName>) => Promise<EndpointOutput<TName>>
    : Record<never, never> extends ApiCallInput<TName>
      ? (input?: ApiCallInput<TName>, options?: ApiCallOptions<TName>) => Promise<EndpointOutput<TName>>
      : (input: ApiCallInput<TName>, options?: ApiCallOptions<TName>) => Promise<EndpointOutput<TName>>;

/**
 * The client: one function per call of the `/api/v1` contract, named as the keys of
 * `ENDPOINTS` (`signin`, `openOrder`, `getSymbols`, ...), typed from its schemas, and
 * `rateLimit()`.
 */
export type ApiClient = { readonly [TName in EndpointName]: ApiCall<TName> } & {
  /**
   * The request budget the latest answer reported in its `RateLimit` headers (any status,
   * 429 included): `{ policy, limit, remaining, resetSeconds }`, or `null` before any answer
   * carried one. A program paces itself with it, e.g. waits `resetSeconds` once `remaining` is 0.
   * In a browser on another origin the server must expose the headers (CORS) for it to be read.
   *
   * @example
   * const budget = api.rateLimit();
   * if (budget?.remaining === 0) await sleep((budget.resetSeconds ?? 1) * 1000);
   */
  readonly rateLimit: () => RateLimit | null;
};

/** Functions run around every request, for logging or extra headers. */
export interface ApiClientHooks {
  /** Runs before each request is sent (the bearer header already set); may change its headers. */
  beforeRequest?: ((request: Request) => void | Promise<void>) | undefined;
  /**
   * Runs after each answer arrives, 4xx and 5xx included, with a copy of the response. The call
   * settles whether the hook reads the copy's body or not; the hook must not await
   * `response.body.cancel()`, which settles only once the client has read its own body, after
   * the hook returns.
   */
  afterResponse?: ((request: Request, response: Response) => void | Promise<void>) | undefined;
}

/** The call whose answer an {@link AnswerValidator} checks. */
export interface AnswerTarget extends RequestTarget {
  /** The call, e.g. `getUser`. */
  name: EndpointName;
}

/**
 * Checks the JSON of every successful answer before the call resolves: returns what the call
 * resolves with, or throws (the call then rejects with that error). `validateAnswers` from
 * `@beurs/api-client/validate` checks each answer against the contract's schema of its call.
 */
export type AnswerValidator = (answer: unknown, target: AnswerTarget) => unknown;

/** Options of `createApiClient` shared by a person's client and a program's. */
interface ApiClientCommonOptions {
  /**
   * Origin of the API server, without `/api/v1`, e.g. `https://api.example.com:7799`
   * (an empty string means the page's own origin in a browser).
   */
  baseUrl: string;
  /** The fetch implementation. Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Functions run around every request. Defaults to none. */
  hooks?: ApiClientHooks | undefined;
  /**
   * Checks each successful answer, e.g. `validateAnswers` from `@beurs/api-client/validate`,
   * which parses it with the contract's zod schema and rejects a mismatch with an
   * `AnswerValidationError`. Defaults to none: answers are typed from the contract but not checked,
   * and the client bundles no zod.
   */
  validate?: AnswerValidator | undefined;
}

/**
 * Options of a program's client (extension): it authenticates with an API key instead of a
 * session, so it has no token store, no refresh and no session to end. A 401 (the key is
 * unknown, revoked or expired) rejects as an `HttpError`, never refreshed.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://api.example.com:7799', apiKey: process.env.BEURS_API_KEY });
 */
export interface ApiKeyClientOptions extends ApiClientCommonOptions {
  /** The key's secret (`bk_live_…`), sent as `Authorization: Bearer <secret>` on authenticated calls. */
  apiKey: string;
  tokenStore?: undefined;
  onSessionEnded?: undefined;
}

/** Options of `createApiClient` for a person's session (tokens from `signin`). */
export interface ApiClientOptions extends ApiClientCommonOptions {
  /** Leave out: a client with an `apiKey` is an {@link ApiKeyClientOptions} one. */
  apiKey?: undefined;
  /** Where the tokens live; shared with `@beurs/realtime`. */
  tokenStore: TokenStore;
  /**
   * Called once when the session ends: after `logout` (reason `logout`, even when the server
   * call failed), or when a 401 could not be cured by a refresh (`refresh_failed`,
   * `no_refresh_token`). The tokens are already cleared; send the user to the login page here.
   * It should not throw.
   */
  onSessionEnded: (reason: SessionEndReason) => void;
}
