/**
 * The server side of the revaluation bench, in a child process so the 1,000 socket clients do not
 * share its event loop: the broker on the given PostgreSQL database with its clock pinned to a
 * Monday afternoon (every market open) and the feed off, BENCH_ACCOUNTS accounts holding
 * BENCH_ORDERS live orders (seed-live-orders.ts), and a session for each of the first
 * BENCH_ONLINE accounts. `POST /bench/tick` moves the clock one second and runs one tick as the
 * feed does, answering the wall-clock time the tick started. Prints `{ url, tokens }`, then
 * serves until it is killed.
 *
 * With REDIS_URL the broker is scaled out, and BENCH_ROLE=follower starts another process of it on
 * the same database (once the first has seeded it): no seeding, no sessions of its own, no ticks;
 * it takes each tick through Redis and revalues the sockets connected to it.
 */
import { performance } from 'node:perf_hooks';
import { startSession } from '../src/auth/sessions';
import { buildServer } from '../src/build-server';
import { loadConfig } from '../src/config/config';
import { tickMarket } from '../src/tick/tick-market';
import { seedLiveOrders } from './seed-live-orders';
import { serveUntilStopped } from './serve-child';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('revaluation-server needs DATABASE_URL');
const accounts = Number(process.env.BENCH_ACCOUNTS ?? '10000');
const orders = Number(process.env.BENCH_ORDERS ?? '100000');
const online = Number(process.env.BENCH_ONLINE ?? '1000');

const redisUrl = process.env.REDIS_URL ?? null;
const redisKeyPrefix = process.env.REDIS_KEY_PREFIX ?? 'beurs:';
const follower = process.env.BENCH_ROLE === 'follower';

let clock = Date.parse('2026-11-23T14:30:00.000Z');
const config = loadConfig(
  {},
  { databaseUrl, redisUrl, redisKeyPrefix, logLevel: 'silent', seedDemoData: !follower, market: { enabled: false, tickMs: 1000 } },
);
const server = await buildServer(config, { checkResponses: false, now: () => new Date(clock) });
const { context } = server;
if (follower) {
  await serveUntilStopped(server, []);
} else {
  await serveHolder();
}

async function serveHolder(): Promise<void> {
  const ids = await seedLiveOrders(context.database, { accounts, orders });
  const tokens: string[] = [];
  for (const userId of ids.slice(0, online)) tokens.push((await startSession(context, userId)).accessToken);
  // The first pass builds the engine's index (once, on taking the lease), outside the measured ticks.
  clock += 1000;
  await tickMarket(context, new Date(clock));

  // When the tick's quotes were committed and handed to the realtime hub, and when the hub had
  // valued every online user's positions and written every push to its socket: the bench splits
  // each tick's time at those two points.
  const wallClock = () => performance.timeOrigin + performance.now();
  let publishedAt = 0;
  let pushedAt = 0;
  const publish = context.realtime.publishQuotes.bind(context.realtime);
  context.realtime.publishQuotes = (quotes) => {
    publishedAt = wallClock();
    publish(quotes);
    pushedAt = wallClock();
  };

  server.app.post('/bench/tick', async () => {
    clock += 1000;
    const startedAt = wallClock();
    const report = await tickMarket(context, new Date(clock));
    return { startedAt, publishedAt, pushedAt, engineMs: wallClock() - startedAt, ticked: report.ticked.length };
  });

  await serveUntilStopped(server, tokens);
}
