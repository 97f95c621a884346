import { describe, expect, it } from 'vitest';
import { makeSymbol } from '../test/fixtures';
import { createTerminalQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { applyQuotes, keepStreamedQuotes } from './apply-quotes';
import { writeQuotes } from './write-quotes';

const eurusd = makeSymbol({
  instrument_id: 'EURUSD',
  type: 'forex',
  bid: '1.08490',
  ask: '1.08510',
  digits: 5,
  change_percent: '0.12',
  quote_time: '2026-11-23T14:30:00.000Z',
});
const adyen = makeSymbol({ instrument_id: 'ADYEN', quote_time: '2026-11-23T14:30:00.000Z' });

describe('applyQuotes', () => {
  it('moves bid, ask and quote time and keeps the other fields as loaded', () => {
    const [moved, kept] = applyQuotes(
      [eurusd, adyen],
      [{ instrument_id: 'EURUSD', bid: '1.08501', ask: '1.08509', time: '2026-11-23T14:30:01.000Z' }],
    );
    expect(moved).toEqual({ ...eurusd, bid: '1.08501', ask: '1.08509', quote_time: '2026-11-23T14:30:01.000Z' });
    expect(moved?.change_percent).toBe('0.12');
    expect(kept).toBe(adyen);
  });

  it('returns the same list when no quote moves a listed instrument', () => {
    const symbols = [eurusd, adyen];
    expect(applyQuotes(symbols, [{ instrument_id: 'BTCUSD', bid: '1', ask: '2', time: '2026-11-23T14:30:01.000Z' }])).toBe(symbols);
    expect(applyQuotes(symbols, [{ instrument_id: 'EURUSD', bid: eurusd.bid, ask: eurusd.ask, time: eurusd.quote_time }])).toBe(symbols);
    expect(applyQuotes(symbols, [])).toBe(symbols);
  });

  it('drops a quote older than the one the symbol has (a push that crossed a /symbols/ answer)', () => {
    const symbols = [eurusd];
    expect(applyQuotes(symbols, [{ instrument_id: 'EURUSD', bid: '1.07000', ask: '1.07020', time: '2026-11-23T14:29:59.000Z' }])).toBe(
      symbols,
    );
  });

  it('takes the latest of several quotes of one instrument in a push', () => {
    const [moved] = applyQuotes(
      [eurusd],
      [
        { instrument_id: 'EURUSD', bid: '1.08600', ask: '1.08620', time: '2026-11-23T14:30:03.000Z' },
        { instrument_id: 'EURUSD', bid: '1.08550', ask: '1.08570', time: '2026-11-23T14:30:02.000Z' },
      ],
    );
    expect(moved?.bid).toBe('1.08600');
  });
});

describe('keepStreamedQuotes when /symbols/ is loaded again', () => {
  it('keeps a streamed quote newer than the loaded one, and takes the loaded fields', () => {
    const streamed = { ...eurusd, bid: '1.08600', ask: '1.08620', quote_time: '2026-11-23T14:30:05.000Z' };
    const loaded = { ...eurusd, change_percent: '0.20', is_open: false };
    const [next] = keepStreamedQuotes([streamed], [loaded]);
    expect(next).toEqual({ ...loaded, bid: '1.08600', ask: '1.08620', quote_time: '2026-11-23T14:30:05.000Z' });
  });

  it('replaces an older quote with the loaded one after an outage', () => {
    const loaded = { ...eurusd, bid: '1.09000', ask: '1.09020', quote_time: '2026-11-23T15:00:00.000Z' };
    expect(keepStreamedQuotes([eurusd], [loaded])).toEqual([loaded]);
  });
});

describe('writeQuotes into the query cache', () => {
  it('moves the instrument in the symbols and in the featured list, and writes nothing for a push that moves nothing', () => {
    const client = createTerminalQueryClient();
    client.setQueryData(queryKeys.symbols(), [eurusd, adyen], { updatedAt: 1_000 });
    client.setQueryData(queryKeys.specialSymbols(), [eurusd]);
    writeQuotes(client, [{ instrument_id: 'EURUSD', bid: '1.08501', ask: '1.08509', time: '2026-11-23T14:30:01.000Z' }]);
    const symbols = client.getQueryData<(typeof eurusd)[]>(queryKeys.symbols());
    expect(symbols?.[0]?.bid).toBe('1.08501');
    expect(symbols?.[1]).toBe(adyen);
    expect(client.getQueryData<(typeof eurusd)[]>(queryKeys.specialSymbols())?.[0]?.bid).toBe('1.08501');
    // Streamed bid and ask do not make the rest of the list fresh: a later mount still reloads it.
    expect(client.getQueryState(queryKeys.symbols())?.dataUpdatedAt).toBe(1_000);
    writeQuotes(client, [{ instrument_id: 'NOPE', bid: '1', ask: '2', time: '2026-11-23T14:30:01.000Z' }]);
    expect(client.getQueryData(queryKeys.symbols())).toBe(symbols);
    client.clear();
  });
});
