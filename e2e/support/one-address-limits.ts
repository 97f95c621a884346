/**
 * Every journey runs from 127.0.0.1, like a whole office behind one address: about a hundred
 * sign-ups and several hundred sign-ins and refreshes within minutes. The servers the journeys
 * start raise the per-address and total budgets accordingly (docs/configuration.md, "Abuse
 * limits"); limiting itself stays on and is tested in apps/server/test/http/rate-limits.test.ts.
 */
export const ONE_ADDRESS_LIMITS_ENV: Record<string, string> = {
  ...Object.fromEntries(
    ['SIGN_IN', 'SIGN_UP', 'REFRESH', 'SECOND_FACTOR', 'PIN', 'UPLOAD', 'PASSWORD_RESET'].flatMap((family) => [
      [`RATE_LIMIT_${family}_PER_IP`, '5000'],
      [`RATE_LIMIT_${family}_GLOBAL`, '5000'],
    ]),
  ),
  // The anonymous request budget is per address too: every journey's public calls share it.
  RATE_BUDGET_ADDRESS_REQUESTS: '1000000',
};
