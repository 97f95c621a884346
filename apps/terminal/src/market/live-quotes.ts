import type { RealtimeClient } from '@beurs/realtime';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { createQuoteBuffer } from './quote-buffer';
import { createQuoteSubscriptions, type QuoteSubscriptions } from './quote-subscriptions';
import { writeQuotes } from './write-quotes';

// One per realtime client: tests install services of their own, the page has one for its life.
const byClient = new WeakMap<RealtimeClient, QuoteSubscriptions>();

/**
 * The shared quote subscriptions of a realtime client, created on first use together with the
 * listeners that tie the stream to the query cache: `quotes` pushes are written into the cached
 * symbols once per animation frame, and a reconnect invalidates the market entries (pushes missed
 * during an outage are not replayed, and `quotes` carries bid and ask only). A refused
 * subscription is only logged (contract §8): the screen keeps the price `/symbols/` gave it.
 */
export function liveQuotesOf(realtime: RealtimeClient): QuoteSubscriptions {
  let subscriptions = byClient.get(realtime);
  if (!subscriptions) {
    subscriptions = createQuoteSubscriptions(realtime);
    byClient.set(realtime, subscriptions);
    // At most one cache write (and render) per animation frame, however many pushes arrive.
    const buffer = createQuoteBuffer((quotes) => writeQuotes(getQueryClient(), quotes));
    realtime.onQuotes(buffer.push);
    realtime.onQuotesError((error) => console.warn(`Live quotes refused: ${error.message}`, error.instrument_ids));
    let previous = realtime.getState();
    realtime.subscribe((state) => {
      // Mounted screens reload their symbols and candles; the others do when next shown.
      if (state === 'connected' && previous === 'reconnecting') void getQueryClient().invalidateQueries({ queryKey: queryKeys.market() });
      previous = state;
    });
  }
  return subscriptions;
}
