/**
 * Revaluation push bench (a script, not a test): how long after a tick starts each online user
 * has the revalued figures of their positions. The broker runs in a child process
 * (revaluation-server.ts) on a fresh PostgreSQL database with BENCH_ACCOUNTS accounts holding
 * BENCH_ORDERS live orders; this process connects one socket.io client for each of BENCH_ONLINE
 * of those accounts (default 1,000, each with about 7 open positions and 3 pending orders), then
 * runs BENCH_TICKS ticks (default 20) one after another and records, for every socket, the time
 * from the tick's start (quotes moved and written, the order engine's pass, the pushes) to the
 * arrival of its `userOrders`. Both processes read the same wall clock.
 *
 *   pnpm --filter @beurs/server bench:revaluation
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { startChildServer } from './child-server';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';

const ONLINE = Number(process.env.BENCH_ONLINE ?? '1000');
const TICKS = Number(process.env.BENCH_TICKS ?? '20');
const BUDGET_P99_MS = 100;
/**
 * How long to wait for every socket after a tick. A user none of whose instruments (or their
 * currencies' rates) moved in a tick rightly gets nothing; such sockets are counted, not failed.
 */
const WAIT_MS = 2_000;

const now = () => performance.timeOrigin + performance.now();
const database = await createFreshDatabase();
const server = await startChildServer('./revaluation-server.ts', {
  DATABASE_URL: database.url,
  BENCH_ACCOUNTS: process.env.BENCH_ACCOUNTS ?? '10000',
  BENCH_ORDERS: process.env.BENCH_ORDERS ?? '100000',
  BENCH_ONLINE: String(ONLINE),
});
const sockets: Socket[] = [];
try {
  /** When each socket last received `userOrders`. */
  const received = new Array<number>(server.tokens.length).fill(0);
  await Promise.all(
    server.tokens.map(
      (token, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(server.url, { auth: { token }, transports: ['websocket'] });
          sockets.push(socket);
          socket.once('connect_error', reject);
          // The first list arrives on connect.
          socket.once('userOrders', () => resolve());
          socket.on('userOrders', () => {
            received[index] = now();
          });
        }),
    ),
  );
  console.log(`${sockets.length} sockets connected, each with its list`);

  const latencies: number[] = [];
  const engineTimes: number[] = [];
  let unchanged = 0;
  for (let tick = 0; tick < TICKS; tick += 1) {
    const response = await fetch(`${server.url}/bench/tick`, { method: 'POST' });
    const { startedAt, engineMs } = (await response.json()) as { startedAt: number; engineMs: number };
    engineTimes.push(engineMs);
    const deadline = now() + WAIT_MS;
    while (received.some((at) => at < startedAt) && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const at of received) {
      if (at < startedAt) unchanged += 1;
      else latencies.push(at - startedAt);
    }
  }
  console.log('| measure | p50 | p99 | max |');
  console.log('|---|---|---|---|');
  console.log(`| tick start → socket has its revalued list (${latencies.length} pushes) | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${Math.max(...latencies).toFixed(1)} ms |`);
  console.log(`| the tick itself (quotes written, engine pass) | ${percentile(engineTimes, 50).toFixed(1)} ms | ${percentile(engineTimes, 99).toFixed(1)} ms | ${Math.max(...engineTimes).toFixed(1)} ms |`);
  console.log(`${unchanged} of ${TICKS * sockets.length} socket-ticks had nothing moved; p99 ${percentile(latencies, 99).toFixed(1)} ms against a budget of ${BUDGET_P99_MS} ms`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  await database.drop();
}
