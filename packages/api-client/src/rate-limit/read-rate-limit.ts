import { readStructuredList, type ListItem } from './structured-list';

/**
 * The request budget an answer reported, from its `RateLimit` and `RateLimit-Policy` headers
 * (the IETF draft "RateLimit header fields for HTTP"): `RateLimit-Policy: "key";q=600;w=60` and
 * `RateLimit: "key";r=599;t=42` read as `{ policy: 'key', limit: 600, remaining: 599, resetSeconds: 42 }`.
 */
export interface RateLimit {
  /** The policy's name, e.g. `key` (a budget per API key). */
  policy: string;
  /** Requests the policy allows per window (`q`), or `null` when no `RateLimit-Policy` named it. */
  limit: number | null;
  /** Requests left in the current window (`r`). */
  remaining: number;
  /** Seconds until the budget is restored (`t`), or `null` when the server did not say. */
  resetSeconds: number | null;
}

/** A whole number, 0 or more, as the draft's `q`, `r` and `t` are; else `null`. */
function count(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

function budgetOf(item: ListItem, policies: ListItem[]): RateLimit | null {
  const remaining = count(item.params.get('r'));
  if (remaining === null) return null;
  const policy = policies.find((candidate) => candidate.name === item.name);
  return { policy: item.name, limit: count(policy?.params.get('q')), remaining, resetSeconds: count(item.params.get('t')) };
}

/**
 * The budget in `headers`, or `null` when they carry no readable `RateLimit`. With several
 * policies (a burst and a daily budget, say) it is the one with the fewest requests left, the
 * one that stops the caller first. Unknown parameters and members that are not readable are
 * ignored.
 *
 * @example
 * readRateLimit(response.headers) // { policy: 'key', limit: 600, remaining: 599, resetSeconds: 42 }
 */
export function readRateLimit(headers: Headers): RateLimit | null {
  const header = headers.get('ratelimit');
  if (!header) return null;
  const policies = readStructuredList(headers.get('ratelimit-policy') ?? '');
  let tightest: RateLimit | null = null;
  for (const item of readStructuredList(header)) {
    const budget = budgetOf(item, policies);
    if (budget && (tightest === null || budget.remaining < tightest.remaining)) tightest = budget;
  }
  return tightest;
}
