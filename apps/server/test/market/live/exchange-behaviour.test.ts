import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sleep, startFeed, until, type FeedUnderTest } from './live-feed-harness';
import { BITSTAMP_REQUEST_RECONNECT, startBitstampTwin, startCoinbaseTwin, startKrakenTwin, type LiveTwin } from './twins/index';

// What one exchange does that the others do not, and how a feed comes through failures.

const twins: LiveTwin[] = [];
const feeds: FeedUnderTest[] = [];

afterEach(async () => {
  for (const { feed } of feeds.splice(0)) await feed.stop();
  for (const twin of twins.splice(0)) await twin.close();
});

async function track<T extends LiveTwin>(twin: Promise<T>): Promise<T> {
  const started = await twin;
  twins.push(started);
  return started;
}

function feedOf(...args: Parameters<typeof startFeed>): FeedUnderTest {
  const under = startFeed(...args);
  feeds.push(under);
  return under;
}

describe('Coinbase', () => {
  it('the twin closes a connection that does not subscribe in time, and the feed subscribes in time', async () => {
    const twin = await track(startCoinbaseTwin({ subscribeWithinMs: 200 }));
    const idle = new WebSocket(twin.url);
    const received: string[] = [];
    idle.on('message', (data: Buffer) => received.push(data.toString('utf8')));
    const closed = new Promise<number>((resolve) => idle.once('close', (code: number) => resolve(code)));
    const under = feedOf({ exchange: 'coinbase', url: twin.url, instruments: [{ instrumentId: 'BTCUSD', symbol: 'BTC-USD' }] });

    expect(await closed).toBe(1008);
    expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ type: 'error' });
    await sleep(400);
    expect(under.feed.health()).toMatchObject({ state: 'ok', reconnects: 0 });
    expect(twin.stats().open).toBe(1);
  });
});

describe('Kraken', () => {
  it('says which pair the exchange refused and still quotes the others', async () => {
    const twin = await track(startKrakenTwin());
    const under = feedOf({
      exchange: 'kraken',
      url: twin.url,
      instruments: [
        { instrumentId: 'NOPE', symbol: 'not a pair' },
        { instrumentId: 'BTCUSD', symbol: 'BTC/USD' },
      ],
    });
    await until(() => under.feed.health().state === 'ok' && twin.stats().subscribes === 1, 'the feed is ok');
    twin.publish('BTC/USD', '91250.10', '91262.30');
    await until(() => under.quotes.length === 1, 'the quote arrives');

    expect(under.feed.health().detail).toContain('Currency pair not supported');
    expect(under.log.lines.some((line) => line.level === 'warn' && JSON.stringify(line.obj).includes('not a pair'))).toBe(true);
  });
});

describe('Bitstamp', () => {
  it('reconnects when the exchange asks it to, and subscribes again', async () => {
    const twin = await track(startBitstampTwin());
    const under = feedOf({ exchange: 'bitstamp', url: twin.url, instruments: [{ instrumentId: 'ETHUSD', symbol: 'ethusd' }] });
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    twin.sendRaw(BITSTAMP_REQUEST_RECONNECT);
    await until(() => twin.stats().subscribes === 2 && under.feed.health().state === 'ok', 'the feed has subscribed again');
    twin.publish('ethusd', '3120.50', '3120.60');
    await until(() => under.quotes.length === 1, 'the quote arrives');

    expect(under.quotes[0]).toMatchObject({ instrumentId: 'ETHUSD', bid: '3120.50', ask: '3120.60' });
    expect(under.feed.health().reconnects).toBe(1);
  });
});

describe('any exchange', () => {
  it('keeps retrying an endpoint that is not there, and connects once it is', async () => {
    const probe = await startKrakenTwin();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const under = feedOf({
      exchange: 'kraken',
      url: `ws://127.0.0.1:${port}`,
      instruments: [{ instrumentId: 'BTCUSD', symbol: 'BTC/USD' }],
    });
    await until(() => under.feed.health().reconnects >= 2, 'two retries');
    expect(under.feed.health()).toMatchObject({ state: expect.stringMatching(/down|connecting/), lastMessageAt: null });
    expect(under.feed.health().detail).toMatch(/ECONNREFUSED|closed/);

    const twin = await track(startKrakenTwin({ port }));
    await until(() => under.feed.health().state === 'ok', 'the feed connects', 10_000);
    twin.publish('BTC/USD', '91250.10', '91262.30');
    await until(() => under.quotes.length === 1, 'the quote arrives');
    expect(under.feed.health().detail).toBeNull();
  });

  it('stamps quotes and health with the clock it is given', async () => {
    const twin = await track(startBitstampTwin());
    const clock = Date.parse('2030-01-01T00:00:00Z');
    const under = feedOf({
      exchange: 'bitstamp',
      url: twin.url,
      instruments: [{ instrumentId: 'BTCUSD', symbol: 'btcusd' }],
      now: () => clock,
    });
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    twin.publish('btcusd', '91250.10', '91262.30');
    await until(() => under.quotes.length === 1, 'the quote arrives');

    const [quote] = under.quotes;
    expect(quote?.receivedAt).toBe(clock);
    expect(under.feed.health()).toMatchObject({ lastMessageAt: clock, lagMs: clock - (quote?.exchangeTime ?? 0) });
  });

  it('survives an onQuote that throws, and logs it', async () => {
    const twin = await track(startCoinbaseTwin());
    const under = feedOf({
      exchange: 'coinbase',
      url: twin.url,
      instruments: [{ instrumentId: 'BTCUSD', symbol: 'BTC-USD' }],
      onQuote: () => {
        throw new Error('the book is full');
      },
    });
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    twin.publish('BTC-USD', '91250.10', '91262.30');
    twin.publish('BTC-USD', '91250.20', '91262.40');
    await until(() => under.log.lines.filter((line) => line.level === 'error').length === 2, 'both failures are logged');
    expect(under.feed.health()).toMatchObject({ state: 'ok', reconnects: 0, badMessages: 0 });
  });

  it('carries a stream of updates for several instruments on one connection', async () => {
    const twin = await track(startKrakenTwin());
    const under = feedOf({
      exchange: 'kraken',
      url: twin.url,
      instruments: [
        { instrumentId: 'BTCUSD', symbol: 'BTC/USD' },
        { instrumentId: 'ETHUSD', symbol: 'ETH/USD' },
      ],
    });
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    const stop = twin.stream({ symbols: ['BTC/USD', 'ETH/USD'], perSecond: 200 });
    await until(() => under.quotes.length >= 100, 'a hundred quotes arrive');
    stop();

    expect(new Set(under.quotes.map((quote) => quote.instrumentId))).toEqual(new Set(['BTCUSD', 'ETHUSD']));
    expect(under.quotes.every((quote) => /^\d+\.\d{2}$/.test(quote.bid) && /^\d+\.\d{2}$/.test(quote.ask))).toBe(true);
    expect(twin.stats().connections).toBe(1);
  });

  it('refuses an endpoint that is not a WebSocket URL, and an empty or ambiguous instrument list', () => {
    expect(() =>
      startFeed({ exchange: 'kraken', url: 'http://127.0.0.1:9', instruments: [{ instrumentId: 'BTCUSD', symbol: 'BTC/USD' }] }),
    ).toThrow(/ws: or wss:/);
    expect(() =>
      startFeed({ exchange: 'kraken', url: 'ws.kraken.com', instruments: [{ instrumentId: 'BTCUSD', symbol: 'BTC/USD' }] }),
    ).toThrow(RangeError);
    expect(() => startFeed({ exchange: 'kraken', url: 'ws://127.0.0.1:9', instruments: [] })).toThrow(RangeError);
    expect(() =>
      startFeed({
        exchange: 'kraken',
        url: 'ws://127.0.0.1:9',
        instruments: [
          { instrumentId: 'BTCUSD', symbol: 'BTC/USD' },
          { instrumentId: 'XBTUSD', symbol: 'BTC/USD' },
        ],
      }),
    ).toThrow(/twice/);
  });
});
