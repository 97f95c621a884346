import { eq } from 'drizzle-orm';
import type { Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { orders, quotes } from '../db/schema/index';
import { loadConversionRates } from '../market/conversion-rates';
import { toCurrentQuote } from '../market/market-data';
import { toOrder, type OrderMarket } from './order-view';
import { lockOwnOrder } from './lock-own-order';

/** What `/orders/journal` changes: a field left undefined stays as it is. */
export interface OrderJournalChange {
  id: string;
  /** The trimmed note, or null to clear it. */
  note?: string | null | undefined;
  /** Lower-case tags, each once; empty clears them. */
  tags?: string[] | undefined;
}

/**
 * Sets the journal (note and tags) of one of the user's orders, whatever its status. The journal
 * moves no money and changes no level the engine acts on, so it takes no account lock and is
 * allowed on a frozen account: only the order's row lock, so two saves of the same order apply
 * one after the other instead of one undoing the other's half. Another user's order is not found.
 */
export async function setOrderJournal(context: AppContext, request: { userId: string; change: OrderJournalChange }): Promise<Order> {
  const { userId, change } = request;
  const result = await context.db.transaction(async (tx) => {
    const found = await lockOwnOrder(tx, userId, change.id);
    const set: { note?: string | null; tags?: string[] } = {};
    if (change.note !== undefined) set.note = change.note;
    if (change.tags !== undefined) set.tags = change.tags;
    let row = found.order;
    if (Object.keys(set).length > 0) {
      const [updated] = await tx.update(orders).set(set).where(eq(orders.id, row.id)).returning();
      if (!updated) throw new Error(`Order ${row.id} vanished while its lock was held`);
      row = updated;
    }
    let market: OrderMarket | null = null;
    if (row.status === 'open') {
      const [quoteRow] = await tx.select().from(quotes).where(eq(quotes.instrumentId, row.instrumentId));
      if (quoteRow) market = { quote: toCurrentQuote(quoteRow), rates: await loadConversionRates(tx) };
    }
    return { row, instrument: found.instrument, market };
  });
  // The open and pending orders' list carries the journal too: every device shows the new note.
  if (result.row.status === 'open' || result.row.status === 'pending') context.realtime.pushOrders(userId);
  return toOrder(result.row, result.instrument, result.market);
}
