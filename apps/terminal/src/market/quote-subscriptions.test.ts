import { describe, expect, it } from 'vitest';
import { createQuoteSubscriptions } from './quote-subscriptions';

function recordingTarget() {
  const sent: Array<[string, string[]]> = [];
  return {
    sent,
    subscribeQuotes: (ids: readonly string[]) => sent.push(['subscribe', [...ids]]),
    unsubscribeQuotes: (ids: readonly string[]) => sent.push(['unsubscribe', [...ids]]),
  };
}

describe('createQuoteSubscriptions', () => {
  it('subscribes an instrument once however many components show it, and unsubscribes after the last leaves', () => {
    const target = recordingTarget();
    const subscriptions = createQuoteSubscriptions(target);
    const list = subscriptions.acquire(['EURUSD', 'AAPL']);
    const chart = subscriptions.acquire(['EURUSD']);
    expect(target.sent).toEqual([['subscribe', ['EURUSD', 'AAPL']]]);
    list();
    expect(target.sent.at(-1)).toEqual(['unsubscribe', ['AAPL']]);
    expect(subscriptions.counts()).toEqual(new Map([['EURUSD', 1]]));
    chart();
    expect(target.sent.at(-1)).toEqual(['unsubscribe', ['EURUSD']]);
    expect(subscriptions.counts().size).toBe(0);
  });

  it('counts repeated ids of one holder once, and ignores a second release (a React effect cleaned up twice)', () => {
    const target = recordingTarget();
    const subscriptions = createQuoteSubscriptions(target);
    const other = subscriptions.acquire(['EURUSD']);
    const release = subscriptions.acquire(['EURUSD', 'EURUSD']);
    release();
    release();
    expect(subscriptions.counts()).toEqual(new Map([['EURUSD', 1]]));
    expect(target.sent).toEqual([['subscribe', ['EURUSD']]]);
    other();
    expect(target.sent.at(-1)).toEqual(['unsubscribe', ['EURUSD']]);
  });
});
