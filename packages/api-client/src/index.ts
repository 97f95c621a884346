export { createApiClient } from './client/create-api-client';
export type {
  AnswerTarget,
  AnswerValidator,
  ApiCall,
  ApiCallInput,
  ApiClient,
  ApiClientHooks,
  ApiClientOptions,
  ApiKeyClientOptions,
  CallOptions,
  UploadInput,
  UploadOptions,
  UploadProgress,
} from './client/api-client-types';
export { SESSION_END_REASONS } from './session/session-end-reason';
export type { SessionEndReason } from './session/session-end-reason';
export { createBrowserTokenStore } from './token-store/browser-token-store';
export type { BrowserTokenStore, BrowserTokenStoreOptions, TokenStorage } from './token-store/browser-token-store';
export { createMemoryTokenStore } from './token-store/memory-token-store';
export { ApiError, isApiError } from './errors/api-error';
export type { ApiErrorOptions, RequestTarget } from './errors/api-error';
export { HttpError, isHttpError } from './errors/http-error';
export type { HttpErrorOptions, ServerErrorDetails } from './errors/http-error';
export { RateLimitedError, isRateLimitedError } from './errors/rate-limited-error';
export { IdempotencyConflictError, isIdempotencyConflictError } from './errors/idempotency-conflict-error';
export { ApiKeyScopeError, isApiKeyScopeError } from './errors/api-key-scope-error';
export { NetworkError, isNetworkError } from './errors/network-error';
export { TimeoutError, isTimeoutError } from './errors/timeout-error';
export type { TimeoutErrorOptions } from './errors/timeout-error';
export { SessionExpiredError, isSessionExpiredError } from './errors/session-expired-error';
export type { SessionExpiredErrorOptions } from './errors/session-expired-error';
export { AnswerValidationError, isAnswerValidationError } from './errors/answer-validation-error';
export type { AnswerIssue, AnswerValidationErrorOptions } from './errors/answer-validation-error';
export { FAILURE_KINDS, classifyFailure, isVerdictStatus } from './errors/classify-failure';
export type { FailureKind } from './errors/classify-failure';
export { toUserMessage } from './errors/to-user-message';
export type { UserMessage, UserMessageOptions } from './errors/to-user-message';
export type { RateLimit } from './rate-limit/read-rate-limit';
