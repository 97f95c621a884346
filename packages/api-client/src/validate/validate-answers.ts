import { ENDPOINTS, type EndpointDefinition } from '@beurs/domain/contract';
import type { AnswerValidator } from '../client/api-client-types';
import { AnswerValidationError } from '../errors/answer-validation-error';

/**
 * Parses each successful answer with the contract's zod schema of its call (`ENDPOINTS[name].response`)
 * and resolves the call with the parsed answer (keys the contract does not name left out); an
 * answer that does not match rejects with an {@link AnswerValidationError} listing what is wrong.
 * It brings zod and the whole contract into the bundle, so it lives in its own subpath.
 *
 * @example
 * import { createApiClient } from '@beurs/api-client';
 * import { validateAnswers } from '@beurs/api-client/validate';
 *
 * const api = createApiClient({ baseUrl, tokenStore, onSessionEnded, validate: validateAnswers });
 */
export const validateAnswers: AnswerValidator = (answer, target) => {
  const endpoint: EndpointDefinition = ENDPOINTS[target.name];
  const parsed = endpoint.response.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new AnswerValidationError({
    method: target.method,
    url: target.url,
    endpoint: target.name,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    cause: parsed.error,
  });
};
