/**
 * The broker's side of the fan-out bench, in a child process: the whole broker on the given
 * PostgreSQL database (the feed off: the bench publishes the ticks), with BENCH_SOCKET_USERS
 * accounts and a session for each. `POST /bench/ticks` `{ ticks, gapMs }` publishes ticks of the
 * fan-out instruments through the realtime hub, as the lease holder's feed does after writing a
 * tick (quote book, `quotes` rooms, symbols answer, revaluation of online users' orders);
 * `GET /bench/heap` answers the heap after collection. Prints `{ url, tokens }`.
 */
import { startSession } from '../src/auth/sessions';
import { buildServer } from '../src/build-server';
import { loadConfig } from '../src/config/config';
import { heapAfterGc, runFanoutTicks } from './fanout-ticks';
import { seedLiveOrders } from './seed-live-orders';
import { serveUntilStopped } from './serve-child';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('fanout-server needs DATABASE_URL');
const users = Number(process.env.BENCH_SOCKET_USERS ?? '1000');

const config = loadConfig({}, { databaseUrl, logLevel: 'silent', seedDemoData: true, market: { enabled: false, tickMs: 1000 } });
const server = await buildServer(config, { checkResponses: false });
const { context } = server;
const ids = await seedLiveOrders(context.database, { accounts: users, orders: 0 });
const tokens: string[] = [];
for (const userId of ids) tokens.push((await startSession(context, userId)).accessToken);

server.app.get('/bench/heap', async () => ({ heapUsed: heapAfterGc() }));
server.app.post('/bench/ticks', async (request) => {
  const { ticks, gapMs } = request.body as { ticks: number; gapMs: number };
  return runFanoutTicks((quotes) => context.realtime.publishQuotes(quotes), ticks, gapMs);
});

await serveUntilStopped(server, tokens);
