import { afterEach, describe, expect, it } from 'vitest';
import { EXCHANGE_CASES, sleep, startFeed, until, type FeedUnderTest } from './live-feed-harness';
import type { LiveTwin } from './twins/index';

describe.each(EXCHANGE_CASES)('live feed from $exchange', ({ exchange, startTwin, btc, doge }) => {
  let twin: LiveTwin | null = null;
  let running: FeedUnderTest | null = null;

  afterEach(async () => {
    await running?.feed.stop();
    await twin?.close();
    running = null;
    twin = null;
  });

  async function connected(
    options: { staleAfterMs?: number; heartbeatMs?: number } = {},
  ): Promise<{ twin: LiveTwin; under: FeedUnderTest }> {
    twin = await startTwin({ heartbeatMs: options.heartbeatMs ?? 1000 });
    running = startFeed({
      exchange,
      url: twin.url,
      instruments: [
        { instrumentId: 'BTCUSD', symbol: btc },
        { instrumentId: 'DOGEUSD', symbol: doge },
      ],
      ...(options.staleAfterMs === undefined ? {} : { staleAfterMs: options.staleAfterMs }),
    });
    const under = running;
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    return { twin, under };
  }

  it('delivers the twin’s best bid and ask, digit for digit, for our instrument', async () => {
    const { twin, under } = await connected();
    twin.publish(btc, '91250.10', '91262.30');
    twin.publish(doge, '0.38120', '0.38240');
    await until(() => under.quotes.length >= 2, 'two quotes arrive');

    expect(under.quotes.map(({ instrumentId, bid, ask }) => ({ instrumentId, bid, ask }))).toEqual([
      { instrumentId: 'BTCUSD', bid: '91250.10', ask: '91262.30' },
      { instrumentId: 'DOGEUSD', bid: '0.38120', ask: '0.38240' },
    ]);
    const [quote] = under.quotes;
    expect(quote?.exchangeTime).toEqual(expect.any(Number));
    const health = under.feed.health();
    expect(health).toMatchObject({ source: `live:${exchange}`, state: 'ok', reconnects: 0, badMessages: 0, detail: null });
    expect(health.lagMs).toEqual(expect.any(Number));
    expect(health.lastMessageAt).toEqual(expect.any(Number));
  });

  it('sends a book the twin already had as soon as the feed subscribes', async () => {
    twin = await startTwin();
    twin.publish(btc, '91000.00', '91010.00');
    running = startFeed({ exchange, url: twin.url, instruments: [{ instrumentId: 'BTCUSD', symbol: btc }] });
    const under = running;
    await until(() => under.quotes.length >= 1, 'the snapshot arrives');
    expect(under.quotes[0]).toMatchObject({ instrumentId: 'BTCUSD', bid: '91000.00', ask: '91010.00' });
  });

  it('stays ok on heartbeats alone while the market is quiet', async () => {
    const staleAfterMs = 600;
    const { under } = await connected({ staleAfterMs, heartbeatMs: 50 });
    await sleep(staleAfterMs * 4);

    const health = under.feed.health();
    expect(health).toMatchObject({ state: 'ok', reconnects: 0 });
    expect(health.messages).toBeGreaterThan(5);
    expect(under.quotes).toEqual([]);
  });

  it('reconnects and subscribes again after the connection drops mid-stream', async () => {
    const { twin, under } = await connected();
    twin.publish(btc, '91250.10', '91262.30');
    await until(() => under.quotes.length === 1, 'the first quote arrives');

    twin.dropConnections();
    // The resubscription brings the book the twin holds again, as the exchanges' snapshots do.
    await until(() => under.quotes.length === 2, 'the snapshot arrives on the new connection');
    twin.publish(btc, '91300.00', '91310.50');
    await until(() => under.quotes.length === 3, 'an update arrives on the new connection');

    expect(under.quotes.map(({ bid, ask }) => [bid, ask])).toEqual([
      ['91250.10', '91262.30'],
      ['91250.10', '91262.30'],
      ['91300.00', '91310.50'],
    ]);
    expect(under.feed.health().state).toBe('ok');
    expect(twin.stats()).toMatchObject({ connections: 2, open: 1 });
    expect(twin.stats().subscribes).toBeGreaterThanOrEqual(2);
    expect(under.feed.health().reconnects).toBe(1);
  });

  it('declares a silent connection down after staleAfterMs and opens a new one', async () => {
    const { twin, under } = await connected({ staleAfterMs: 300, heartbeatMs: 50 });
    twin.silenceConnections();
    await until(() => under.feed.health().reconnects >= 1 && under.feed.health().state === 'ok', 'the feed is back on a new connection');

    expect(under.log.lines.some((line) => line.level === 'warn' && line.msg.includes('silent'))).toBe(true);
    twin.publish(btc, '90000.01', '90000.02');
    await until(() => under.quotes.length >= 1, 'a quote arrives on the new connection');
    expect(under.quotes.at(-1)).toMatchObject({ bid: '90000.01', ask: '90000.02' });
    expect(twin.stats().connections).toBeGreaterThanOrEqual(2);
  });

  it('logs and counts a message it cannot read, ignores unknown ones, and keeps going', async () => {
    const { twin, under } = await connected();
    twin.sendRaw('{not json');
    twin.sendRaw(JSON.stringify({ type: 'mystery', event: 'mystery', channel: 'mystery', data: [] }));
    twin.publish(btc, '91250.10', '91262.30');
    await until(() => under.quotes.length === 1, 'the quote after them arrives');

    const health = under.feed.health();
    expect(health).toMatchObject({ state: 'ok', badMessages: 1, reconnects: 0 });
    expect(under.log.lines.filter((line) => line.msg.includes('could not read'))).toHaveLength(1);
  });

  it('stop() closes the connection and leaves no timer or reconnect behind', async () => {
    twin = await startTwin({ heartbeatMs: 50 });
    const timersBefore = activeTimers();
    running = startFeed({ exchange, url: twin.url, instruments: [{ instrumentId: 'BTCUSD', symbol: btc }], staleAfterMs: 300 });
    const under = running;
    await until(() => under.feed.health().state === 'ok', 'the feed is ok');
    await under.feed.stop();

    expect(under.feed.health().state).toBe('stopped');
    // At most as many: a timer of the test runner's own may have ended meanwhile.
    expect(activeTimers()).toBeLessThanOrEqual(timersBefore);
    const server = twin;
    await until(() => server.stats().open === 0, 'the twin sees the connection close');
    server.publish(btc, '1.00', '2.00');
    await sleep(300);
    expect(server.stats().connections).toBe(1);
    expect(under.quotes).toEqual([]);
  });
});

/** Timers (setTimeout, setInterval) that keep the process alive now. */
function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
}
