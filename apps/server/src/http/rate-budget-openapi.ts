import { API_KEY_PREFIX, API_KEY_SCOPE_OF, ENDPOINTS, type EndpointName } from '@beurs/domain';
import type { ServerConfig } from '../config/config';
import type { JsonSchema } from './json-schema';

/** The request budget headers every /api/v1 answer carries (draft-ietf-httpapi-ratelimit-headers), named once under components.headers. */
export function rateBudgetHeaders(config: Pick<ServerConfig, 'rateBudgets'>): Record<string, JsonSchema> {
  const { key, user, address } = config.rateBudgets;
  return {
    RateLimitPolicy: {
      description: `The budget this answer was counted against: \`"key";q=${key.requests};w=${key.windowSeconds}\` for an API key, \`"user";q=${user.requests};w=${user.windowSeconds}\` for a person's sessions together, \`"address";q=${address.requests};w=${address.windowSeconds}\` for anonymous calls and calls refused before authentication (q: requests per window, w: window in seconds).`,
      schema: { type: 'string' },
    },
    RateLimit: {
      description: 'What is left of that budget: `"key";r=<requests remaining>;t=<seconds until the window starts again>`.',
      schema: { type: 'string' },
    },
    RetryAfter: { description: 'Seconds to wait before the budget has room again (on a 429).', schema: { type: 'integer', minimum: 1 } },
  };
}

const BUDGET_HEADERS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/** The two bearer credentials: a person's access token and a program's API key. */
export function securitySchemes(sessionDescription: string): Record<string, JsonSchema> {
  return {
    session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: sessionDescription },
    apiKey: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: `${API_KEY_PREFIX}…`,
      description: `An API key's secret (\`${API_KEY_PREFIX}<lookup>_<secret>\`, shown once when the key is created with /users/api-keys/create), in the Authorization header: \`Bearer ${API_KEY_PREFIX}…\`. A key makes only the calls its scopes open (read, trade), from its allowed addresses, until it is revoked or expires; each operation says which scope it needs.`,
    },
  };
}

/** The security of an authenticated call: a session, and an API key when the call is open to keys. */
export function securityOf(name: EndpointName): Array<Record<string, string[]>> {
  if (!ENDPOINTS[name].auth) return [];
  return API_KEY_SCOPE_OF[name] === null ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }];
}

/** What the operation's description says about API keys. */
export function keyNote(name: EndpointName): string {
  const scope = API_KEY_SCOPE_OF[name];
  if (scope === null) return 'Not open to API keys (403, api_key_scope): sign in as a person.';
  return `Open to API keys with the ${scope} scope (403, api_key_scope, without it).`;
}

/**
 * Adds the budget headers to an operation's answers, and its 429: the `rate_limited` refusal
 * with `Retry-After` and `retry_after_seconds`.
 */
export function documentRateBudget(operation: Record<string, unknown>, errors: JsonSchema): void {
  const responses = (operation.responses ?? {}) as Record<string, Record<string, unknown>>;
  for (const [status, response] of Object.entries(responses)) {
    if (status !== '500') response.headers = { ...(response.headers as object | undefined), ...BUDGET_HEADERS };
  }
  responses['429'] = {
    description:
      'The request budget is spent (rate_limited): retry after Retry-After seconds (also retry_after_seconds in the body); RateLimit shows the budget on every answer',
    headers: { ...BUDGET_HEADERS, 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    content: { 'application/json': { schema: errors } },
  };
  operation.responses = responses;
}
