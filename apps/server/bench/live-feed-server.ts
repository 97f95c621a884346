/**
 * The broker's side of the live-feed bench, in a child process: the whole broker on the given
 * PostgreSQL database with its market feed running and the crypto instruments quoted by Kraken at
 * LIVE_URL (the bench's local twin), BENCH_SOCKET_USERS accounts with a session each. Prints
 * `{ url, tokens }` once this process holds the market-feed lease and the feed is subscribed.
 */
import { startSession } from '../src/auth/sessions';
import { buildServer } from '../src/build-server';
import { loadConfig } from '../src/config/config';
import { seedLiveOrders } from './seed-live-orders';
import { serveUntilStopped } from './serve-child';

const databaseUrl = process.env.DATABASE_URL;
const liveUrl = process.env.LIVE_URL;
if (!databaseUrl || !liveUrl) throw new Error('live-feed-server needs DATABASE_URL and LIVE_URL');
const users = Number(process.env.BENCH_SOCKET_USERS ?? '1000');

const config = loadConfig(
  {},
  {
    databaseUrl,
    logLevel: 'silent',
    seedDemoData: true,
    market: {
      enabled: true,
      tickMs: 1000,
      sources: { assign: { crypto: 'live:kraken' }, fallback: 'stale', replayDay: null, liveUrls: { kraken: liveUrl } },
    },
  },
);
const server = await buildServer(config, { checkResponses: false });
const { context } = server;
const ids = await seedLiveOrders(context.database, { accounts: users, orders: 0 });
const tokens: string[] = [];
for (const userId of ids) tokens.push((await startSession(context, userId)).accessToken);
const started = Date.now();
while (!context.priceSources.liveHealthy('live:kraken')) {
  if (Date.now() - started > 30_000) throw new Error('the Kraken feed did not come up within 30 s');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await serveUntilStopped(server, tokens);
