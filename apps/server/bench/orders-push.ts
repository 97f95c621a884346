/**
 * `userOrders` after an HTTP open (a script, not a test): how long after a user sends
 * `POST /orders/open` the user's socket has the list with the new order. The broker runs in a
 * child process (bench-server.ts) on a fresh PostgreSQL database with the market feed ticking;
 * BENCH_USERS users (default 1: a latency, not a throughput) each hold one socket.io connection
 * and, one after another, BENCH_OPENS times (default 100 each), open a BTCUSD market order and
 * close it again. For each
 * open it records the HTTP answer's time (the baseline, measured on the same requests) and the
 * socket's, both from the moment the request was sent.
 *
 *   pnpm --filter @beurs/server bench:push
 */
import { performance } from 'node:perf_hooks';
import type { Order } from '@beurs/domain';
import { io, type Socket } from 'socket.io-client';
import { startChildServer } from './child-server';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults } from './bench-results';

const USERS = Number(process.env.BENCH_USERS ?? '1');
const OPENS = Number(process.env.BENCH_OPENS ?? '100');
const BUDGET_P99_MS = 50;

async function post(url: string, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const database = await createFreshDatabase();
const server = await startChildServer('./bench-server.ts', { DATABASE_URL: database.url, BENCH_USERS: String(USERS) });
const sockets: Socket[] = [];
try {
  const answered: number[] = [];
  const pushed: number[] = [];
  await Promise.all(
    server.tokens.map(async (token) => {
      const socket = io(server.url, { auth: { token }, transports: ['websocket'] });
      sockets.push(socket);
      /** Resolvers waiting for a list that holds a given order id. */
      const waiting = new Map<string, (at: number) => void>();
      const early = new Map<string, number>();
      socket.on('userOrders', (orders: Order[]) => {
        const at = performance.now();
        for (const order of orders) {
          const resolve = waiting.get(order.id);
          if (resolve) {
            waiting.delete(order.id);
            resolve(at);
          } else if (!early.has(order.id)) early.set(order.id, at);
        }
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('userOrders', () => resolve());
      });
      for (let open = 0; open < OPENS; open += 1) {
        const sent = performance.now();
        const opened = await post(`${server.url}/api/v1/orders/open`, token, {
          instrument_id: 'BTCUSD',
          side: 'buy',
          volume: '0.01',
          leverage: 2,
        });
        const answeredAt = performance.now();
        if (opened.status !== 200) throw new Error(`open answered ${opened.status}: ${JSON.stringify(opened.json)}`);
        const id = (opened.json as { order: Order }).order.id;
        // The push may arrive before the HTTP answer is read.
        const pushedAt = early.get(id) ?? (await new Promise<number>((resolve) => waiting.set(id, resolve)));
        early.clear();
        answered.push(answeredAt - sent);
        pushed.push(pushedAt - sent);
        await post(`${server.url}/api/v1/orders/close`, token, { id });
      }
    }),
  );
  const row = (name: string, times: number[]) =>
    `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms |`;
  console.log(`${USERS} users, ${OPENS} opens each, one at a time per user, market feed ticking`);
  console.log('| from sending POST /orders/open | p50 | p99 | max |');
  console.log('|---|---|---|---|');
  console.log(row('HTTP answer (baseline)', answered));
  console.log(row('socket has userOrders with the order', pushed));
  console.log(`p99 ${percentile(pushed, 99).toFixed(1)} ms against a budget of ${BUDGET_P99_MS} ms`);
  printResults([
    {
      measure: 'userOrders after an HTTP open, p99 (baseline: the HTTP answer)',
      baseline: [percentile(answered, 99)],
      subject: [percentile(pushed, 99)],
      unit: 'ms',
      budget: { subjectAtMost: BUDGET_P99_MS },
    },
  ]);
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  await database.drop();
}
