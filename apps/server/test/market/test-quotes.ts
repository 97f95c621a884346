import { eq } from 'drizzle-orm';
import { Decimal, type LiveQuote } from '@beurs/domain';
import { quotes } from '../../src/db/schema/index';
import { toCurrentQuote, type CurrentQuote } from '../../src/market/market-data';
import type { EngineReport } from '../../src/app-context';
import type { TestServer } from '../test-server';

/** Quotes set by hand since the order engine last ran, per server: the tick the engine is told of. */
const setSinceLastRun = new WeakMap<TestServer, LiveQuote[]>();

/**
 * Puts a quote in place as if the feed had just published it (at the test clock's now): how
 * tests drive prices to a trigger, a stop-loss or a close-out without depending on the model.
 */
export async function setQuote(server: TestServer, instrumentId: string, quote: { bid: string; ask: string }): Promise<void> {
  const mid = Decimal.from(quote.bid).add(quote.ask).div(2, 10);
  const updated = await server.context.db
    .update(quotes)
    .set({ bid: quote.bid, ask: quote.ask, mid: mid.toFixed(10), time: server.clock.now() })
    .where(eq(quotes.instrumentId, instrumentId))
    .returning({ id: quotes.instrumentId });
  if (updated.length !== 1) throw new Error(`No quote for ${instrumentId}`);
  // And told to every process, as the feed tells each tick: the quote book, sockets, caches.
  const live: LiveQuote = { instrument_id: instrumentId, bid: quote.bid, ask: quote.ask, time: server.clock.now().toISOString() };
  server.context.realtime.publishQuotes([live]);
  setSinceLastRun.set(server, [...(setSinceLastRun.get(server) ?? []), live]);
}

/** Runs the order engine as the feed does after a tick, the tick being the quotes set since its last run. */
export async function runOrderEngine(server: TestServer, at: Date = server.clock.now()): Promise<EngineReport> {
  const ticked = setSinceLastRun.get(server) ?? [];
  setSinceLastRun.delete(server);
  return server.context.orderEngine.run(server.context, at, ticked);
}

/** The current quote of an instrument. */
export async function quoteOf(server: TestServer, instrumentId: string): Promise<CurrentQuote> {
  const [row] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, instrumentId));
  if (!row) throw new Error(`No quote for ${instrumentId}`);
  return toCurrentQuote(row);
}
