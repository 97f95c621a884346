import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_SUBSCRIPTIONS, QUOTE_SOCKET_EVENTS, liveQuote, quoteSubscription } from '../index';

describe('quote stream payloads (extension of contract §4)', () => {
  it('names the quote events apart from the spec events', () => {
    expect(QUOTE_SOCKET_EVENTS).toEqual({
      subscribeQuotes: 'subscribeQuotes',
      unsubscribeQuotes: 'unsubscribeQuotes',
      quotes: 'quotes',
      quotesError: 'quotesError',
    });
    expect(MAX_QUOTE_SUBSCRIPTIONS).toBe(500);
  });

  it('accepts up to 500 instrument ids, trimmed', () => {
    expect(quoteSubscription.parse([' EURUSD ', 'AAPL'])).toEqual(['EURUSD', 'AAPL']);
    expect(quoteSubscription.safeParse(Array.from({ length: MAX_QUOTE_SUBSCRIPTIONS }, (_, index) => `I${index}`)).success).toBe(true);
  });

  it('refuses what is not a list of ids with a message that says what to send', () => {
    expect(quoteSubscription.safeParse('EURUSD').error?.issues[0]?.message).toBe(
      'Send an array of instrument ids, like ["EURUSD", "AAPL"]',
    );
    expect(quoteSubscription.safeParse([7]).error?.issues[0]?.message).toBe(
      'Each instrument must be given by its id, as text, like "EURUSD"',
    );
    expect(quoteSubscription.safeParse(['  ']).error?.issues[0]?.message).toBe('An instrument id cannot be empty');
    expect(quoteSubscription.safeParse(Array.from({ length: MAX_QUOTE_SUBSCRIPTIONS + 1 }, () => 'EURUSD')).error?.issues[0]?.message).toBe(
      'At most 500 instruments can be streamed on one socket',
    );
  });

  it('carries bid and ask as decimal text, as the HTTP contract does', () => {
    expect(liveQuote.safeParse({ instrument_id: 'EURUSD', bid: '1.09963', ask: '1.09971', time: '2026-11-23T14:30:00.000Z' }).success).toBe(
      true,
    );
    expect(liveQuote.safeParse({ instrument_id: 'EURUSD', bid: 1.09963, ask: '1.09971', time: '2026-11-23T14:30:00.000Z' }).success).toBe(
      false,
    );
  });
});
