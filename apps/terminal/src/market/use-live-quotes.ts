import { useEffect } from 'react';
import { MAX_QUOTE_SUBSCRIPTIONS } from '@beurs/domain';
import { getServices } from '../services/services';
import { liveQuotesOf } from './live-quotes';

/**
 * Streams the quotes of `instrumentIds` into the market store while the caller is mounted.
 * Subscriptions are shared and counted (market/quote-subscriptions.ts), so several components
 * may ask for the same instrument; the realtime client renews them after a reconnect. Only the
 * first {@link MAX_QUOTE_SUBSCRIPTIONS} distinct ids are asked for: the server refuses more.
 */
export function useLiveQuotes(instrumentIds: readonly string[]): void {
  // A key, not the array: a new array with the same ids must not unsubscribe and subscribe again.
  const key = [...new Set(instrumentIds)].slice(0, MAX_QUOTE_SUBSCRIPTIONS).sort().join('\n');
  useEffect(() => {
    if (!key) return;
    return liveQuotesOf(getServices().realtime).acquire(key.split('\n'));
  }, [key]);
}
