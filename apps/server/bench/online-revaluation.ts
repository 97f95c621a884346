/**
 * Revaluation push bench (a script, not a test): how long after a tick starts each online user
 * has the revalued figures of their positions. The broker runs in a child process
 * (revaluation-server.ts) on a fresh PostgreSQL database with BENCH_ACCOUNTS accounts holding
 * BENCH_ORDERS live orders; this process connects one socket.io client for each of BENCH_ONLINE
 * of those accounts (default 1,000, each with about 7 open positions and 3 pending orders), then
 * runs BENCH_WARMUP_TICKS ticks (default 3, not counted) and BENCH_TICKS ticks (default 20) one
 * after another and records, for every socket, the time
 * from the tick's start (quotes moved and written, the order engine's pass, the pushes) to the
 * arrival of its `userOrders`. Both processes read the same wall clock. The clients are bare `ws`
 * connections speaking socket.io's wire protocol (raw-socket-client.ts) that note when a frame
 * arrives without parsing it: a thousand socket.io-client instances decoding every list in this
 * one process would measure the clients' work on a shared core, not the broker's.
 *
 *   pnpm --filter @beurs/server bench:revaluation
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startChildServer, type ChildServer } from './child-server';
import { connectRawSocket, type RawSocketClient } from './raw-socket-client';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults } from './bench-results';

const ONLINE = Number(process.env.BENCH_ONLINE ?? '1000');
const TICKS = Number(process.env.BENCH_TICKS ?? '20');
/**
 * Ticks run with every socket connected before the measured ones, not counted: the first ticks
 * after a thousand sockets connect at once also compile the push path and collect the garbage of
 * the connections (their p99 is printed apart), which a broker that has been running has done.
 */
const WARMUP_TICKS = Number(process.env.BENCH_WARMUP_TICKS ?? '3');
const BUDGET_P99_MS = 100;
/**
 * How long to wait for every socket after a tick. A user none of whose instruments (or their
 * currencies' rates) moved in a tick rightly gets nothing; such sockets are counted, not failed.
 */
const WAIT_MS = 2_000;
const USER_ORDERS_FRAME = '42["userOrders"';

/**
 * Broker processes the sockets are spread over (default 1). With more, the broker is scaled out
 * through Redis (BENCH_REDIS_URL, default the local one, under a key prefix of this run's own):
 * the first process ticks, the others take each tick through Redis, and each revalues the
 * sockets connected to it.
 */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? '1');
const scaledOut: Record<string, string> =
  PROCESSES > 1
    ? {
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `beurs-bench-${randomBytes(4).toString('hex')}:`,
      }
    : {};

const now = () => performance.timeOrigin + performance.now();
const database = await createFreshDatabase();
const server = await startChildServer('./revaluation-server.ts', {
  DATABASE_URL: database.url,
  BENCH_ACCOUNTS: process.env.BENCH_ACCOUNTS ?? '10000',
  BENCH_ORDERS: process.env.BENCH_ORDERS ?? '100000',
  BENCH_ONLINE: String(ONLINE),
  ...scaledOut,
});
const followers: ChildServer[] = [];
const sockets: RawSocketClient[] = [];
try {
  for (let index = 1; index < PROCESSES; index += 1) {
    followers.push(await startChildServer('./revaluation-server.ts', { DATABASE_URL: database.url, BENCH_ROLE: 'follower', ...scaledOut }));
  }
  /** The process each socket connects to, in turn. */
  const urls = [server.url, ...followers.map((follower) => follower.url)];
  /** When each socket last received `userOrders`. */
  const received = new Array<number>(server.tokens.length).fill(0);
  await Promise.all(
    server.tokens.map(async (token, index) => {
      let listed: () => void = () => undefined;
      // The first list arrives on connect.
      const first = new Promise<void>((resolve) => (listed = resolve));
      const socket = await connectRawSocket(urls[index % urls.length] as string, '/socket.io/', { token }, (frame) => {
        if (!frame.startsWith(USER_ORDERS_FRAME)) return;
        received[index] = now();
        listed();
      });
      sockets.push(socket);
      await first;
    }),
  );
  console.log(`${sockets.length} sockets connected to ${urls.length} broker process${urls.length === 1 ? '' : 'es'}, each with its list`);

  const latencies: number[] = [];
  const engineTimes: number[] = [];
  /** Each tick's own p99: the overall p99 is that of the slowest ticks, a tick being a thousand pushes. */
  const tickWorst: number[] = [];
  /** Runs one tick and waits for the sockets: the tick's own time and each socket's latency (null: nothing moved for it). */
  const tickOnce = async () => {
    const response = await fetch(`${server.url}/bench/tick`, { method: 'POST' });
    const { startedAt, publishedAt, pushedAt, engineMs } = (await response.json()) as {
      startedAt: number;
      publishedAt: number;
      pushedAt: number;
      engineMs: number;
    };
    const deadline = now() + WAIT_MS;
    while (received.some((at) => at < startedAt) && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const arrivals = received.map((at) => (at < startedAt ? null : at - startedAt));
    const last = Math.max(...arrivals.map((ms) => ms ?? 0));
    return {
      engineMs,
      arrivals,
      split: { write: publishedAt - startedAt, push: pushedAt - publishedAt, delivery: last - (pushedAt - startedAt) },
    };
  };
  const warmupWorst: number[] = [];
  for (let tick = 0; tick < WARMUP_TICKS; tick += 1) {
    const { arrivals } = await tickOnce();
    warmupWorst.push(
      percentile(
        arrivals.filter((ms) => ms !== null),
        99,
      ),
    );
  }
  let unchanged = 0;
  /** Each measured tick split: quotes committed, users valued and pushes written, the last push arriving. */
  const writes: number[] = [];
  const pushes: number[] = [];
  const deliveries: number[] = [];
  for (let tick = 0; tick < TICKS; tick += 1) {
    const { engineMs, arrivals, split } = await tickOnce();
    engineTimes.push(engineMs);
    writes.push(split.write);
    pushes.push(split.push);
    deliveries.push(split.delivery);
    const thisTick = arrivals.filter((ms) => ms !== null);
    unchanged += arrivals.length - thisTick.length;
    latencies.push(...thisTick);
    tickWorst.push(percentile(thisTick, 99));
  }
  console.log('| measure | p50 | p99 | max |');
  console.log('|---|---|---|---|');
  console.log(
    `| tick start → socket has its revalued list (${latencies.length} pushes) | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${Math.max(...latencies).toFixed(1)} ms |`,
  );
  const row = (name: string, values: number[]) =>
    console.log(
      `| ${name} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 99).toFixed(1)} ms | ${Math.max(...values).toFixed(1)} ms |`,
    );
  row('of which: tick start → quotes committed (per tick)', writes);
  // Scaled out, the ticking process hands its own pushes to the next turn of its event loop (after
  // the tick's Redis message): its split would time the hand-over, not the pushes.
  if (PROCESSES === 1) {
    row('of which: positions valued and every push written to its socket (per tick)', pushes);
    row('of which: pushes written → the last one received (per tick)', deliveries);
  }
  console.log(
    `| the tick itself (quotes written, engine pass) | ${percentile(engineTimes, 50).toFixed(1)} ms | ${percentile(engineTimes, 99).toFixed(1)} ms | ${Math.max(...engineTimes).toFixed(1)} ms |`,
  );
  console.log(
    `each tick's own p99, in order: ${tickWorst.map((ms) => ms.toFixed(0)).join(', ')} ms (the ${WARMUP_TICKS} warm-up ticks before them, not counted: ${warmupWorst.map((ms) => ms.toFixed(0)).join(', ') || 'none'} ms)`,
  );
  console.log(
    `${unchanged} of ${TICKS * sockets.length} socket-ticks had nothing moved; p99 ${percentile(latencies, 99).toFixed(1)} ms against a budget of ${BUDGET_P99_MS} ms`,
  );
  printResults([
    {
      measure: `tick start → ${sockets.length} online users${PROCESSES > 1 ? ` on ${PROCESSES} processes` : ''} have their revalued orders, p99 over ${TICKS} ticks after ${WARMUP_TICKS} warm-up ticks (baseline: the tick itself)`,
      baseline: [percentile(engineTimes, 99)],
      subject: [percentile(latencies, 99)],
      unit: 'ms',
      budget: { subjectAtMost: BUDGET_P99_MS },
    },
  ]);
} finally {
  for (const socket of sockets) socket.close();
  for (const follower of followers) await follower.stop();
  await server.stop();
  await database.drop();
}
