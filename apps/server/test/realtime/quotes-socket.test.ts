import { MAX_QUOTE_SUBSCRIPTIONS, symbolsResponse, type LiveQuote } from '@beurs/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { connectSocket, connected, waitFor, type TestSocket } from './socket-client';
import { drained, emitRaw, instrumentsOf, recordQuoteErrors, recordQuotes } from './quote-socket-client';

let server: TestServer;
let url: string;
let trader: TestTrader;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  trader = await createTrader(server);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await server.close();
});

async function openSocket() {
  const socket = connectSocket(url, trader.accessToken);
  sockets.push(socket);
  const quotes = recordQuotes(socket);
  const errors = recordQuoteErrors(socket);
  await connected(socket);
  return { socket, quotes, errors };
}

/**
 * One tick of the market, as the lease holder runs it. A minute after the last, so every open
 * market moves by more than its last digit (a quote that did not move is not pushed).
 */
async function tick(): Promise<Date> {
  server.clock.advance(60_000);
  const at = server.clock.now();
  await tickMarket(server.context, at);
  return at;
}

/** The bid, ask and time of an instrument as `/symbols/` answers them. */
async function quoteOverHttp(instrumentId: string): Promise<LiveQuote> {
  const response = await callApi(server, 'getSymbols', { trader });
  const symbol = symbolsResponse.parse(response.json()).symbols.find((one) => one.instrument_id === instrumentId);
  if (!symbol) throw new Error(`${instrumentId} is not listed`);
  return {
    instrument_id: symbol.instrument_id,
    bid: symbol.bid,
    ask: symbol.ask,
    time: symbol.quote_time,
    source: symbol.price_source?.id,
  };
}

/** The instruments of `snapshot` whose bid or ask over HTTP differs from it now. */
async function movedSince(snapshot: readonly LiveQuote[]): Promise<string[]> {
  const moved: string[] = [];
  for (const quote of snapshot) {
    const now = await quoteOverHttp(quote.instrument_id);
    if (now.bid !== quote.bid || now.ask !== quote.ask) moved.push(quote.instrument_id);
  }
  return moved;
}

describe('quotes on the socket (extension of contract §4)', () => {
  it('sends the current quotes of the subscribed instruments at once, as /symbols/ writes them', async () => {
    const { socket, quotes } = await openSocket();
    socket.emit('subscribeQuotes', ['EURUSD', 'AAPL', 'EURUSD']);
    await waitFor(() => quotes.length === 1, 3000, 'the snapshot');
    const snapshot = [...(quotes[0] ?? [])].sort((a, b) => a.instrument_id.localeCompare(b.instrument_id));
    expect(snapshot).toEqual([await quoteOverHttp('AAPL'), await quoteOverHttp('EURUSD')]);
  });

  it('pushes on a tick only the subscribed instruments that moved', async () => {
    const { socket, quotes, errors } = await openSocket();
    // 7203.T trades in Tokyo, closed at 14:30 UTC: it does not tick. AAPL ticks but is not subscribed.
    socket.emit('subscribeQuotes', ['EURUSD', 'BTCUSD', 'ETHUSD', '7203.T']);
    await waitFor(() => quotes.length === 1, 3000, 'the snapshot');
    const at = await tick();
    await drained(socket, errors);
    const moved = await movedSince(quotes[0] ?? []);
    // The crypto markets move every minute; a quote whose last digit did not change is not pushed.
    expect(moved).toEqual(expect.arrayContaining(['BTCUSD', 'ETHUSD']));
    expect(moved).not.toContain('7203.T');
    const pushed = quotes.slice(1);
    expect(instrumentsOf(pushed).sort()).toEqual([...moved].sort());
    for (const quote of pushed.flat()) {
      expect(quote).toEqual(await quoteOverHttp(quote.instrument_id));
      expect(quote.time).toBe(at.toISOString());
    }
    expect(errors).toEqual([]);
  });

  it('stops pushing an instrument once it is unsubscribed, and keeps the others', async () => {
    const { socket, quotes, errors } = await openSocket();
    socket.emit('subscribeQuotes', ['ETHUSD', 'BTCUSD']);
    await waitFor(() => quotes.length === 1, 3000, 'the snapshot');
    socket.emit('unsubscribeQuotes', ['ETHUSD', 'AAPL']);
    // The server has handled the unsubscribe before it answers the next request.
    await drained(socket, errors);
    await tick();
    await drained(socket, errors);
    expect(instrumentsOf(quotes.slice(1))).toEqual(['BTCUSD']);
    expect(errors).toEqual([]);
  });

  it('streams to every subscribed socket, one event a tick with its instruments that moved', async () => {
    const first = await openSocket();
    const second = await openSocket();
    first.socket.emit('subscribeQuotes', ['BTCUSD', 'ETHUSD']);
    second.socket.emit('subscribeQuotes', ['BTCUSD']);
    await waitFor(() => first.quotes.length === 1 && second.quotes.length === 1, 3000, 'both snapshots');
    await tick();
    await drained(first.socket, first.errors);
    await drained(second.socket, second.errors);
    expect(await movedSince(first.quotes[0] ?? [])).toEqual(['BTCUSD', 'ETHUSD']);
    // One event a tick: both moved instruments in one array, each socket its own set.
    expect(first.quotes.slice(1).map((batch) => batch.map((quote) => quote.instrument_id).sort())).toEqual([['BTCUSD', 'ETHUSD']]);
    expect(second.quotes.slice(1)).toEqual([first.quotes[1]?.filter((quote) => quote.instrument_id === 'BTCUSD')]);
  });
});

describe('refused quote subscriptions', () => {
  it('answers a payload that is not a list of ids with quotesError and keeps the socket usable', async () => {
    const { socket, quotes, errors } = await openSocket();
    emitRaw(socket, 'subscribeQuotes', 'EURUSD');
    emitRaw(socket, 'subscribeQuotes', ['EURUSD', 42]);
    emitRaw(socket, 'unsubscribeQuotes', { ids: ['EURUSD'] });
    emitRaw(socket, 'subscribeQuotes', ['']);
    await waitFor(() => errors.length === 4, 3000, 'four refusals');
    expect(errors.map((error) => error.event)).toEqual(['subscribeQuotes', 'subscribeQuotes', 'unsubscribeQuotes', 'subscribeQuotes']);
    expect(errors[0]?.message).toBe(
      'subscribeQuotes was refused: Send an array of instrument ids, like ["EURUSD", "AAPL"]. Nothing changed.',
    );
    expect(errors[1]?.message).toBe(
      'subscribeQuotes was refused: Each instrument must be given by its id, as text, like "EURUSD" (item 1). Nothing changed.',
    );
    expect(errors[3]?.message).toContain('An instrument id cannot be empty');
    expect(quotes).toEqual([]);
    // Nothing was half-subscribed: a tick brings nothing, and a correct request still works.
    await tick();
    await drained(socket, errors);
    expect(quotes).toEqual([]);
    socket.emit('subscribeQuotes', ['EURUSD']);
    await waitFor(() => quotes.length === 1, 3000, 'the snapshot after the refusals');
    expect(socket.connected).toBe(true);
  });

  it('streams the known instruments of a request and names the unknown ones', async () => {
    const { socket, quotes, errors } = await openSocket();
    socket.emit('subscribeQuotes', ['BTCUSD', 'NOPE', 'ALSO-NOPE']);
    await waitFor(() => quotes.length === 1 && errors.length === 1, 3000, 'the snapshot and the refusal');
    expect(instrumentsOf(quotes)).toEqual(['BTCUSD']);
    expect(errors[0]).toEqual({
      event: 'subscribeQuotes',
      message: 'Unknown instruments: NOPE, ALSO-NOPE. Use the instrument_id of a symbol from /symbols/; the others are streamed.',
      instrument_ids: ['NOPE', 'ALSO-NOPE'],
    });
    await tick();
    await drained(socket, errors);
    expect(instrumentsOf(quotes.slice(1))).toEqual(['BTCUSD']);
  });

  it(`refuses more than ${MAX_QUOTE_SUBSCRIPTIONS} instruments in one request and keeps the earlier subscriptions`, async () => {
    const { socket, quotes, errors } = await openSocket();
    socket.emit('subscribeQuotes', ['BTCUSD']);
    await waitFor(() => quotes.length === 1, 3000, 'the snapshot');
    const tooMany = ['EURUSD', ...Array.from({ length: MAX_QUOTE_SUBSCRIPTIONS }, (_, index) => `X${index}`)];
    socket.emit('subscribeQuotes', tooMany);
    await waitFor(() => errors.length === 1, 3000, 'the refusal');
    expect(errors[0]?.message).toBe(
      `subscribeQuotes was refused: At most ${MAX_QUOTE_SUBSCRIPTIONS} instruments can be streamed on one socket. Nothing changed.`,
    );
    await tick();
    await drained(socket, errors);
    expect(instrumentsOf(quotes.slice(1))).toEqual(['BTCUSD']);
    expect(socket.connected).toBe(true);
  });
});
