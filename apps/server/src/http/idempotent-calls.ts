import type { EndpointName } from '@beurs/domain';

/**
 * The calls that move money or positions and take an `Idempotency-Key` (a retry after a timeout
 * then never acts twice). `openOrder` also has `client_order_id`, kept with the order itself.
 */
export const IDEMPOTENT_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'openOrder',
  'closeOrder',
  'modifyOrder',
  'closeAllOrders',
  'reverseOrder',
  'deposit',
  'withdraw',
  'giveMeCredit',
]);
