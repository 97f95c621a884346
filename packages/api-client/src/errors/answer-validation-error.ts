import type { EndpointName } from '@beurs/domain/routes';
import { ApiError, type ApiErrorOptions } from './api-error';

/** One thing wrong with an answer: where (a dotted path, `''` for the whole body) and what. */
export interface AnswerIssue {
  path: string;
  message: string;
}

/** Options of the {@link AnswerValidationError} constructor. */
export interface AnswerValidationErrorOptions extends ApiErrorOptions {
  /** The call whose answer was refused. */
  endpoint: EndpointName;
  /** What is wrong with it; at least one. */
  issues: AnswerIssue[];
}

/**
 * A successful answer did not match the contract's schema of its call. Thrown only by a client
 * created with `validate: validateAnswers` (from `@beurs/api-client/validate`); the server is
 * then running another version of the contract, or something between rewrote the answer.
 *
 * @example
 * if (isAnswerValidationError(error)) reportBug(error.endpoint, error.issues);
 */
export class AnswerValidationError extends ApiError {
  override name = 'AnswerValidationError' as const;
  /** The call whose answer was refused, e.g. `getUser`. */
  readonly endpoint: EndpointName;
  /** What is wrong with the answer. */
  readonly issues: AnswerIssue[];

  constructor(options: AnswerValidationErrorOptions) {
    const [first] = options.issues;
    const where = first?.path ? `${first.path}: ` : '';
    const more = options.issues.length > 1 ? ` (and ${options.issues.length - 1} more)` : '';
    super(
      `${options.method} ${options.url} answered with a body that does not match the contract: ${where}${first?.message ?? 'invalid'}${more}`,
      options,
    );
    this.endpoint = options.endpoint;
    this.issues = options.issues;
  }
}

/** Whether `error` is an {@link AnswerValidationError}. */
export function isAnswerValidationError(error: unknown): error is AnswerValidationError {
  return error instanceof AnswerValidationError;
}
