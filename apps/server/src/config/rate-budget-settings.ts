import { z } from 'zod';
import { integer, type Env } from './env-values';

/**
 * Whose budget a call spends: an API key's, a person's (all their sessions together), or, for
 * public calls and calls refused before authentication, the calling address's. The names are
 * the policy names of the `RateLimit` headers.
 */
export const RATE_BUDGET_POLICIES = ['key', 'user', 'address'] as const;
export type RateBudgetPolicy = (typeof RATE_BUDGET_POLICIES)[number];

const budget = z.object({
  /** Requests in one window. */
  requests: z.number().int().min(1),
  windowSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
});
export type RateBudget = z.infer<typeof budget>;

export const rateBudgetsSchema = z.object({ key: budget, user: budget, address: budget });
export type RateBudgetSettings = z.infer<typeof rateBudgetsSchema>;

/**
 * Defaults: ten calls a second on average for a program, twice that for a person's terminal
 * (which polls several screens at once), fifty for an anonymous address: the public pages poll
 * the quotes every 5 s, and one address may stand for a few hundred visitors behind a NAT.
 */
export const DEFAULT_RATE_BUDGETS: RateBudgetSettings = {
  key: { requests: 600, windowSeconds: 60 },
  user: { requests: 1200, windowSeconds: 60 },
  address: { requests: 3000, windowSeconds: 60 },
};

/** The environment variable stem of each budget: `RATE_BUDGET_KEY_REQUESTS` and `RATE_BUDGET_KEY_WINDOW_SECONDS`, and so on. */
export const RATE_BUDGET_ENV_NAMES: Record<RateBudgetPolicy, string> = {
  key: 'RATE_BUDGET_KEY',
  user: 'RATE_BUDGET_USER',
  address: 'RATE_BUDGET_ADDRESS',
};

/** The budgets set through `RATE_BUDGET_<KEY|USER|ADDRESS>_REQUESTS` and `_WINDOW_SECONDS`; absent ones are left out. */
export function readRateBudgetEnv(env: Env, errors: string[]): Partial<Record<RateBudgetPolicy, Partial<RateBudget>>> {
  const result: Partial<Record<RateBudgetPolicy, Partial<RateBudget>>> = {};
  for (const policy of RATE_BUDGET_POLICIES) {
    const stem = RATE_BUDGET_ENV_NAMES[policy];
    const values = { requests: integer(env, `${stem}_REQUESTS`, errors), windowSeconds: integer(env, `${stem}_WINDOW_SECONDS`, errors) };
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<RateBudget>;
    if (Object.keys(set).length > 0) result[policy] = set;
  }
  return result;
}
