import type { RealtimeClient } from '@beurs/realtime';
import { useMarketStore } from './market-store';
import { createQuoteBuffer } from './quote-buffer';
import { createQuoteSubscriptions, type QuoteSubscriptions } from './quote-subscriptions';

// One per realtime client: tests install services of their own, the page has one for its life.
const byClient = new WeakMap<RealtimeClient, QuoteSubscriptions>();

/**
 * The shared quote subscriptions of a realtime client, created on first use together with the
 * listener that applies the `quotes` pushes to the market store, once per animation frame. A refused subscription is only
 * logged (spec 8): the screen keeps the price `/symbols/` gave it.
 */
export function liveQuotesOf(realtime: RealtimeClient): QuoteSubscriptions {
  let subscriptions = byClient.get(realtime);
  if (!subscriptions) {
    subscriptions = createQuoteSubscriptions(realtime);
    byClient.set(realtime, subscriptions);
    // At most one store update (and render) per animation frame, however many pushes arrive.
    const buffer = createQuoteBuffer((quotes) => useMarketStore.getState().applyQuotes(quotes));
    realtime.onQuotes(buffer.push);
    realtime.onQuotesError((error) => console.warn(`Live quotes refused: ${error.message}`, error.instrument_ids));
  }
  return subscriptions;
}
