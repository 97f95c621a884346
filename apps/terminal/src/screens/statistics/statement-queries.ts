import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import type { DayPeriod } from './statement-period';

// Under the transactions' key: whatever makes the transactions out of date (a close, a deposit)
// makes the statement and the statistics out of date too, and invalidates them with it.

/** The account statement of a period (`POST /users/statement`). */
export const statementQuery = (period: DayPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.transactions(), 'statement', period.from, period.to] as const,
    queryFn: () => getServices().api.getStatement(period),
    meta: { what: 'the statement' },
  });

/** The trading statistics of a period, computed on the server (`POST /users/statistics`). */
export const statisticsQuery = (period: DayPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.transactions(), 'statistics', period.from, period.to] as const,
    queryFn: () => getServices().api.getStatistics(period),
    meta: { what: 'the statistics' },
  });
