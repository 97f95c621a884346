import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type EndpointName } from '@beurs/domain';
import { ledgerEntries, orders } from '../../src/db/schema/index';
import type { TestServer } from '../test-server';
import { callApi, type TestTrader } from '../orders/test-trader';

/** The answer header of a repeat answered from what was stored. */
export const REPLAYED = 'idempotent-replayed';

/** Calls one endpoint of the contract as `trader`, with `key` as its Idempotency-Key when given. */
export async function keyedCall(
  server: TestServer,
  name: EndpointName,
  options: { trader: TestTrader; body?: unknown; key?: string },
): Promise<LightMyRequestResponse> {
  return callApi(server, name, {
    trader: options.trader,
    body: options.body,
    headers: options.key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: options.key },
  });
}

/** A deposit form of `amount` EUR of virtual funds. */
export function depositBody(amount: string): Record<string, unknown> {
  return { meta: { wallet: 'NL91 ABNA 0417 1643 00' }, amount, type: 'bank_transfer', first_name: 'Anna', last_name: 'de Vries' };
}

/** A withdrawal form of `amount` EUR with `pin`. */
export function withdrawalBody(amount: string, pin: string): Record<string, unknown> {
  return { meta: { wallet: 'bc1qwithdrawal000' }, amount, type: 'bitcoin', pin };
}

/** The trader's ledger entries of one cause. */
export async function entriesOf(server: TestServer, trader: TestTrader, cause: (typeof ledgerEntries.$inferSelect)['cause']) {
  return server.context.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, trader.userId), eq(ledgerEntries.cause, cause)));
}

/** Every order row of the trader. */
export async function ordersOf(server: TestServer, trader: TestTrader) {
  return server.context.db.select().from(orders).where(eq(orders.userId, trader.userId));
}
