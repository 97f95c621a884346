import { queryOptions } from '@tanstack/react-query';
import { getServices } from '../services/services';
import { queryKeys } from '../query/query-keys';

/** The caller's price alerts: active ones newest first, then the latest triggered. */
export const alertsQuery = () =>
  queryOptions({
    queryKey: queryKeys.alerts(),
    queryFn: async () => (await getServices().api.getAlerts()).alerts,
    meta: { what: 'your price alerts' },
  });
