import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@beurs/domain';
import type { RateBudgets } from '../app-context';
import type { ServerConfig } from '../config/config';
import type { RateBudget, RateBudgetPolicy } from '../config/rate-budget-settings';
import { Refusal } from '../refusals/refusal';
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from './rate-budget-counter';
import { closeRateLimitRedis, connectRateLimitRedis } from './rate-limit-redis';

/** What the budget names in a refusal. */
const SPENDERS: Record<RateBudgetPolicy, string> = {
  key: 'this API key',
  user: 'your account',
  address: 'your address',
};

function describeWindow(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/**
 * The budgets of every credential: counted in Redis when the platform has one (every process
 * shares the counts), else in this process's memory.
 */
export async function createRateBudgets(config: ServerConfig, log: FastifyBaseLogger): Promise<RateBudgets> {
  let counter: WindowCounter;
  if (config.redisUrl) {
    const redis = await connectRateLimitRedis(config.redisUrl, log);
    counter = redisWindowCounter(redis, config.redisKeyPrefix, () => closeRateLimitRedis(redis));
  } else {
    counter = memoryWindowCounter();
  }
  return rateBudgetsOver(config.rateBudgets, counter);
}

/** The budgets over a counter. The policies' header values are written once, not per request. */
export function rateBudgetsOver(settings: Record<RateBudgetPolicy, RateBudget>, counter: WindowCounter): RateBudgets {
  const policyHeaders: Record<RateBudgetPolicy, string> = {
    key: `"key";q=${settings.key.requests};w=${settings.key.windowSeconds}`,
    user: `"user";q=${settings.user.requests};w=${settings.user.windowSeconds}`,
    address: `"address";q=${settings.address.requests};w=${settings.address.windowSeconds}`,
  };
  return {
    async charge(reply, policy, subject) {
      const budget = settings[policy];
      const { count, resetMs } = await counter.hit(`${policy}:${subject}`, budget.windowSeconds * 1000);
      const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
      const remaining = Math.max(0, budget.requests - count);
      reply.header('ratelimit-policy', policyHeaders[policy]).header('ratelimit', `"${policy}";r=${remaining};t=${resetSeconds}`);
      if (count <= budget.requests) return;
      throw new Refusal(
        'too_many',
        ERROR_CODES.rateLimited,
        `Too many requests: ${SPENDERS[policy]} may make ${budget.requests} in ${describeWindow(budget.windowSeconds)}. Try again in ${resetSeconds} second${resetSeconds === 1 ? '' : 's'}.`,
        undefined,
        { retryAfterSeconds: resetSeconds },
      );
    },
    close: () => counter.close(),
  };
}
