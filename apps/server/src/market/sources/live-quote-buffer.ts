/** One best bid and ask from a live feed, as it arrived (decimal text, never a float). */
export interface ArrivedLiveQuote {
  instrumentId: string;
  bid: string;
  ask: string;
  /** The exchange's time of the quote (ms), when its message carries one. */
  exchangeTime: number | null;
  /** When this process received it (ms). */
  receivedAt: number;
  /** The source it came from, `live:<exchange>`. */
  source: string;
}

/**
 * The live quotes that arrived since the last write, the latest per instrument: a feed may send
 * many updates between two writes, and only the newest is the price. `take` empties it.
 */
export class LiveQuoteBuffer {
  private pending = new Map<string, ArrivedLiveQuote>();

  /** Keeps the quote unless a newer one of the instrument is waiting already. */
  put(quote: ArrivedLiveQuote): void {
    const held = this.pending.get(quote.instrumentId);
    if (held && held.receivedAt > quote.receivedAt) return;
    this.pending.set(quote.instrumentId, quote);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Everything waiting, by instrument; the buffer starts empty again. */
  take(): Map<string, ArrivedLiveQuote> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }
}
