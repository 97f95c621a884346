import type { PriceSource } from '@beurs/domain';
import { describe, expect, it } from 'vitest';
import { createTerminalQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { makeSymbol } from '../test/fixtures';
import { applyQuotes, keepStreamedQuotes } from './apply-quotes';
import { fillSourceOf, hasChangingSource, priceSourceOf, sourceAfterQuote } from './price-source';
import { writeQuotes } from './write-quotes';

const KRAKEN: PriceSource = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null };
const btcusd = makeSymbol({
  instrument_id: 'BTCUSD',
  type: 'crypto',
  bid: '64210.5',
  ask: '64212.5',
  digits: 1,
  quote_time: '2026-11-29T14:01:59.000Z',
  price_source: KRAKEN,
});

describe('sourceAfterQuote', () => {
  it('turns a live source into the fallback since the first quote from another source', () => {
    const after = sourceAfterQuote(KRAKEN, { source: 'simulated', time: '2026-11-29T14:02:00.000Z' });
    expect(after).toEqual({ ...KRAKEN, state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' });
    // The next simulated quote does not move the moment it took over.
    expect(sourceAfterQuote(after, { source: 'simulated', time: '2026-11-29T14:02:05.000Z' })).toBe(after);
  });

  it('is working again once the configured source prices again', () => {
    const fallback: PriceSource = { ...KRAKEN, state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' };
    expect(sourceAfterQuote(fallback, { source: 'live:kraken', time: '2026-11-29T14:10:00.000Z' })).toEqual(KRAKEN);
    expect(sourceAfterQuote({ ...KRAKEN, state: 'stale' }, { source: 'live:kraken', time: '2026-11-29T14:10:00.000Z' })).toEqual(KRAKEN);
  });

  it('keeps the same source object when the quote says nothing new', () => {
    expect(sourceAfterQuote(KRAKEN, { source: 'live:kraken', time: '2026-11-29T14:02:00.000Z' })).toBe(KRAKEN);
    expect(sourceAfterQuote(KRAKEN, { time: '2026-11-29T14:02:00.000Z' })).toBe(KRAKEN);
    expect(sourceAfterQuote(undefined, { source: 'simulated', time: '2026-11-29T14:02:00.000Z' })).toBeUndefined();
  });
});

describe('a quote from the fallback source in the cached symbols', () => {
  it('moves the price and marks the instrument as on the fallback since that quote', () => {
    const [moved] = applyQuotes(
      [btcusd],
      [{ instrument_id: 'BTCUSD', bid: '64211.0', ask: '64213.0', time: '2026-11-29T14:02:00.000Z', source: 'simulated' }],
    );
    expect(moved).toMatchObject({
      bid: '64211.0',
      price_source: { id: 'live:kraken', state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' },
    });
  });

  it('writes a change of source even when the price did not move', () => {
    const symbols = [btcusd];
    const next = applyQuotes(symbols, [
      { instrument_id: 'BTCUSD', bid: btcusd.bid, ask: btcusd.ask, time: btcusd.quote_time, source: 'simulated' },
    ]);
    expect(next).not.toBe(symbols);
    expect(next[0]?.price_source?.state).toBe('fallback');
  });

  it('keeps the fallback a newer streamed quote showed when an older /symbols/ answer arrives', () => {
    const [streamed] = applyQuotes(
      [btcusd],
      [{ instrument_id: 'BTCUSD', bid: '64211.0', ask: '64213.0', time: '2026-11-29T14:02:00.000Z', source: 'simulated' }],
    );
    const [kept] = keepStreamedQuotes(streamed ? [streamed] : [], [btcusd]);
    expect(kept?.price_source?.state).toBe('fallback');
    // An answer naming another source (the operator changed it) is the server's word.
    const [changed] = keepStreamedQuotes(streamed ? [streamed] : [], [
      { ...btcusd, price_source: { ...KRAKEN, id: 'live:bitstamp', provider: 'Bitstamp' } },
    ]);
    expect(changed?.price_source?.id).toBe('live:bitstamp');
  });

  it('asks /symbols/ again when a quote changes a source, not for every quote', () => {
    const client = createTerminalQueryClient();
    client.setQueryData(queryKeys.symbols(), [btcusd]);
    writeQuotes(client, [
      { instrument_id: 'BTCUSD', bid: '64211.0', ask: '64213.0', time: '2026-11-29T14:02:00.000Z', source: 'live:kraken' },
    ]);
    expect(client.getQueryState(queryKeys.symbols())?.isInvalidated).toBe(false);
    writeQuotes(client, [
      { instrument_id: 'BTCUSD', bid: '64211.5', ask: '64213.5', time: '2026-11-29T14:02:01.000Z', source: 'simulated' },
    ]);
    expect(client.getQueryState(queryKeys.symbols())?.isInvalidated).toBe(true);
    client.clear();
  });
});

describe('the source of an instrument and of a fill', () => {
  it('is the simulator when the server sends no source (every price before sources was simulated)', () => {
    expect(priceSourceOf({})).toMatchObject({ id: 'simulated', kind: 'simulated', state: 'ok' });
  });

  it('refreshes the list only while some instrument has a live or replayed source', () => {
    expect(hasChangingSource([{}, { price_source: priceSourceOf({}) }])).toBe(false);
    expect(hasChangingSource([{}, { price_source: KRAKEN }])).toBe(true);
    expect(hasChangingSource(undefined)).toBe(false);
  });

  it('names a fill source from the instrument when it is the same, from its id otherwise', () => {
    expect(fillSourceOf('live:kraken', { ...KRAKEN, state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' })).toEqual(KRAKEN);
    expect(fillSourceOf('live:kraken', undefined)).toMatchObject({ kind: 'live', provider: 'Kraken', state: 'ok' });
    expect(fillSourceOf('simulated', KRAKEN)).toMatchObject({ kind: 'simulated', provider: null, state: 'ok' });
    expect(fillSourceOf('replay:dukascopy', undefined)).toMatchObject({ kind: 'replay', provider: 'Dukascopy', replay_of: null });
  });
});
