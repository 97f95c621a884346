/** Where reference-counted subscriptions are sent: the realtime client's quote methods. */
export interface QuoteSubscriptionTarget {
  subscribeQuotes(instrumentIds: readonly string[]): void;
  unsubscribeQuotes(instrumentIds: readonly string[]): void;
}

/** Reference-counted quote subscriptions shared by every mounted component. */
export interface QuoteSubscriptions {
  /**
   * Counts one more interest in each instrument and subscribes those nobody wanted before.
   * Returns the release, which unsubscribes the instruments nobody wants any more; a second call
   * of the same release does nothing.
   */
  acquire(instrumentIds: readonly string[]): () => void;
  /** How many holders want each instrument now (for tests and diagnostics). */
  counts(): ReadonlyMap<string, number>;
}

/**
 * The realtime client keeps one set of ids, so the chart, the list and the ticket showing the
 * same instrument would unsubscribe each other on unmount. This counts holders per instrument
 * and only sends the first subscribe and the last unsubscribe.
 *
 * @example
 * const release = createQuoteSubscriptions(realtime).acquire(['EURUSD']);
 * release();
 */
export function createQuoteSubscriptions(target: QuoteSubscriptionTarget): QuoteSubscriptions {
  const holders = new Map<string, number>();
  return {
    acquire(instrumentIds) {
      const ids = [...new Set(instrumentIds)];
      const added = ids.filter((id) => !holders.has(id));
      for (const id of ids) holders.set(id, (holders.get(id) ?? 0) + 1);
      if (added.length > 0) target.subscribeQuotes(added);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const removed: string[] = [];
        for (const id of ids) {
          const left = (holders.get(id) ?? 1) - 1;
          if (left > 0) holders.set(id, left);
          else {
            holders.delete(id);
            removed.push(id);
          }
        }
        if (removed.length > 0) target.unsubscribeQuotes(removed);
      };
    },
    counts: () => new Map(holders),
  };
}
