import { Decimal } from '@beurs/domain';
import type { ArrivedLiveQuote } from '../../../src/market/sources/live-quote-buffer';
import type { TestServer } from '../../test-server';

/** Waits until `condition` holds, polling every 10 ms; fails after `timeoutMs` naming `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts the server's live feeds, as the lease holder does, and waits until each source hears its exchange. */
export async function leadLiveFeeds(server: TestServer, sourceIds: readonly string[]): Promise<void> {
  await server.context.priceSources.lead(true);
  for (const id of sourceIds) await until(() => server.context.priceSources.liveHealthy(id), `${id} to subscribe`);
}

/**
 * The live quotes a hand-driven server has received and not yet written: what the market feed's
 * buffer would hand its next write, gathered here so a test can wait for a particular book to
 * arrive before it writes (the buffer itself only empties whole).
 */
export class LiveArrivals {
  private pending = new Map<string, ArrivedLiveQuote>();

  constructor(private readonly server: TestServer) {}

  /** Waits until the server has received exactly this book of the instrument. */
  async waitFor(instrumentId: string, book: { bid: string; ask: string }): Promise<void> {
    const matches = () => {
      for (const [id, quote] of this.server.context.priceSources.arrived.take()) this.pending.set(id, quote);
      const held = this.pending.get(instrumentId);
      return held !== undefined && Decimal.from(held.bid).eq(book.bid) && Decimal.from(held.ask).eq(book.ask);
    };
    await until(matches, `${instrumentId} ${book.bid}/${book.ask} to arrive`);
  }

  /** Everything received since the last write, for the next one; empties both buffers. */
  take(): Map<string, ArrivedLiveQuote> {
    for (const [id, quote] of this.server.context.priceSources.arrived.take()) this.pending.set(id, quote);
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }
}
