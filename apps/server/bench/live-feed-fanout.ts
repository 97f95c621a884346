/**
 * Live feed to sockets bench (a script, not a test). A local Kraken twin (the exchange's public
 * WebSocket protocol, test/market/live/twins) publishes BENCH_LIVE_RATE books a second (default
 * 20) for each of the twelve crypto pairs; the broker (a child process on a fresh PostgreSQL
 * database, `live-feed-server.ts`) quotes them as `live:kraken`, and BENCH_SOCKETS clients
 * (default 1,000) stream all twelve. A plain WebSocket client subscribed to the twin directly
 * gives the instant each book reached a client of the exchange: the broker's delay is a book's
 * arrival on a broker socket less its arrival on the direct connection (both in this process, on
 * one clock), what the broker adds from the moment the book reaches it. Every book carries its own
 * bid (a sequence in the instrument's last digit, and a spread wider than the instrument's, so
 * the broker passes it on unchanged), which identifies it on both sides. BENCH_ROUNDS rounds
 * (default 3) of BENCH_SECONDS seconds (default 10); the p99 of each round.
 *
 *   pnpm --filter @beurs/server exec tsx --conditions=@beurs/source bench/live-feed-fanout.ts
 */
import WebSocket from 'ws';
import { Decimal } from '@beurs/domain';
import { CRYPTO } from '../src/market/catalogue-crypto';
import { exchangeSymbolOf } from '../src/market/live/index';
import { startKrakenTwin } from '../test/market/live/twins/index';
import { connectRawSocket, type RawSocketClient } from './raw-socket-client';
import { startChildServer, type ChildServer } from './child-server';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults } from './bench-results';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? '1000');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const RATE = Number(process.env.BENCH_LIVE_RATE ?? '20');
/** Sockets whose frames are read for timing; the others are drained (reading every frame of a thousand would time this process). */
const TIMED_EVERY = 50;

interface Pair {
  instrumentId: string;
  symbol: string;
  digits: number;
  base: Decimal;
  spread: Decimal;
  sequence: number;
}

const pairs: Pair[] = CRYPTO.map((definition) => {
  const symbol = exchangeSymbolOf('kraken', definition.instrumentId);
  if (!symbol) throw new Error(`Kraken lists no ${definition.instrumentId}`);
  return {
    instrumentId: definition.instrumentId,
    symbol,
    digits: definition.digits,
    base: Decimal.from(definition.basePrice),
    // Twice the instrument's minimum: the broker passes the exchange's book on as it is.
    spread: Decimal.from(definition.spread).mul(2),
    sequence: 0,
  };
});
const bySymbol = new Map(pairs.map((pair) => [pair.symbol, pair]));

/** When each book (instrument and bid) arrived on the direct connection. */
const direct = new Map<string, number>();
/** Delays of books on broker sockets after their direct arrival, this round. */
let delays: number[] = [];
const keyOf = (instrumentId: string, bid: string) => `${instrumentId} ${Number(bid)}`;

const database = await createFreshDatabase();
const twin = await startKrakenTwin({});
let broker: ChildServer | null = null;
const clients: RawSocketClient[] = [];
let directSocket: WebSocket | null = null;
try {
  // Every pair has a book before the broker subscribes: its snapshot.
  for (const pair of pairs) twin.publish(pair.symbol, pair.base.toFixed(pair.digits), pair.base.add(pair.spread).toFixed(pair.digits));
  broker = await startChildServer('./live-feed-server.ts', {
    DATABASE_URL: database.url,
    LIVE_URL: twin.url,
    BENCH_SOCKET_USERS: String(SOCKETS),
  });
  const tokens = broker.tokens;

  directSocket = new WebSocket(twin.url);
  const subscribedDirectly = new Promise<void>((resolve) => directSocket?.once('open', () => resolve()));
  directSocket.on('message', (data) => {
    const at = performance.timeOrigin + performance.now();
    const message = JSON.parse(data.toString()) as { channel?: string; data?: Array<{ symbol: string; bid: number }> };
    if (message.channel !== 'ticker') return;
    for (const book of message.data ?? []) {
      const pair = bySymbol.get(book.symbol);
      if (pair) direct.set(keyOf(pair.instrumentId, String(book.bid)), at);
    }
  });
  await subscribedDirectly;
  directSocket.send(
    JSON.stringify({ method: 'subscribe', params: { channel: 'ticker', symbol: pairs.map((pair) => pair.symbol), event_trigger: 'bbo' } }),
  );

  const ids = pairs.map((pair) => pair.instrumentId);
  for (let start = 0; start < SOCKETS; start += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - start) }, async (_, offset) => {
      const index = start + offset;
      const timed = index % TIMED_EVERY === 0;
      let snapshot: () => void = () => undefined;
      const subscribed = new Promise<void>((resolve) => (snapshot = resolve));
      const client = await connectRawSocket(broker?.url ?? '', '/socket.io/', { token: tokens[index] }, (frame) => {
        if (!frame.startsWith('42["quotes"')) return;
        snapshot();
        if (!timed) return;
        const at = performance.timeOrigin + performance.now();
        const [, quotes] = JSON.parse(frame.slice(2)) as [string, Array<{ instrument_id: string; bid: string; source?: string }>];
        for (const quote of quotes) {
          if (quote.source !== 'live:kraken') continue;
          const sent = direct.get(keyOf(quote.instrument_id, quote.bid));
          if (sent !== undefined) delays.push(at - sent);
        }
      });
      client.emit('subscribeQuotes', ids);
      await subscribed;
      return client;
    });
    clients.push(...(await Promise.all(batch)));
  }
  console.log(`${SOCKETS} sockets streaming ${pairs.length} live pairs, ${RATE} books/s each from the twin`);

  const p99s: number[] = [];
  const p50s: number[] = [];
  const counts: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    delays = [];
    const periodMs = 1000 / RATE;
    const endAt = Date.now() + SECONDS * 1000;
    let next = Date.now();
    while (Date.now() < endAt) {
      for (const pair of pairs) {
        pair.sequence += 1;
        const bid = pair.base.add(Decimal.fromUnits(BigInt(pair.sequence), pair.digits));
        twin.publish(pair.symbol, bid.toFixed(pair.digits), bid.add(pair.spread).toFixed(pair.digits));
      }
      next += periodMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
    // The last books' frames.
    await new Promise((resolve) => setTimeout(resolve, 500));
    p99s.push(percentile(delays, 99));
    p50s.push(percentile(delays, 50));
    counts.push(delays.length);
    console.log(
      `round ${round + 1}: ${delays.length} timed arrivals, p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms`,
    );
  }
  printResults([
    {
      measure: `live quote to ${SOCKETS} sockets after it reaches the server, p99 (12 pairs × ${RATE}/s), vs p50`,
      baseline: p50s,
      subject: p99s,
      unit: 'ms',
      budget: { subjectAtMost: 50 },
    },
  ]);
  if (counts.some((count) => count === 0)) throw new Error('no live quote reached a broker socket');
} finally {
  for (const client of clients) client.close();
  directSocket?.close();
  await broker?.stop();
  await twin.close();
  await database.drop();
}
