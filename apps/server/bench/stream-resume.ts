/**
 * Resuming the account stream (a script, not a test): how long after a client reconnects with
 * `last_seq` it has every account event it missed. The broker runs in a child process
 * (bench-server.ts) on a fresh PostgreSQL database with the market feed ticking; BENCH_CLIENTS
 * clients (default 50), each the only socket of its own account, go through BENCH_ROUNDS rounds
 * (default 3) of the steps below, first connecting one after another, then all at once (as after
 * a failover, where the figure is the platform's capacity more than a reconnect's wait):
 * - **fresh connect** (the baseline): each connects without `last_seq`; from the connect call
 *   until both `streamState` and `userOrders` have arrived;
 * - the sockets drop, and for BENCH_DOWN_MS (default 5000) each account opens and closes BTCUSD
 *   orders over HTTP, one after another BENCH_CHANGE_GAP_MS apart (default 200; three events each:
 *   opened, closed, balance changed);
 * - **resume**: each reconnects with the last seq it handled; from the connect call until the last
 *   missed event (streamState's seq) has arrived.
 * The budget holds the p99 of the resumes one after another over all clients of a round.
 *
 *   pnpm --filter @beurs/server bench:resume
 */
import { performance } from 'node:perf_hooks';
import type { AccountEvent, Order, StreamState } from '@beurs/domain';
import { io, type Socket } from 'socket.io-client';
import { startChildServer } from './child-server';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults, type BenchResult } from './bench-results';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? '50');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
const DOWN_MS = Number(process.env.BENCH_DOWN_MS ?? '5000');
/** Between one account's changes: a busy program's pace, which leaves the feed its ticks. */
const CHANGE_GAP_MS = Number(process.env.BENCH_CHANGE_GAP_MS ?? '200');
const BUDGET_P99_MS = 100;

/** The answer's JSON, or null when the price was too old to trade at (a loaded machine delays the feed's tick). */
async function post(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (response.status === 422 && (json as { code?: string }).code === 'quote_stale') return null;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** One connect: resolves with the time from the connect call until `done` says the stream has what it waits for. */
function connect(
  url: string,
  auth: { token: string; last_seq?: number },
  done: (seen: { state: StreamState | null; orders: boolean; lastSeq: number }) => boolean,
): Promise<{ socket: Socket; ms: number; handshakeMs: number; lastSeq: number }> {
  const started = performance.now();
  const socket = io(url, { auth, transports: ['websocket'], forceNew: true, reconnection: false });
  const seen = { state: null as StreamState | null, orders: false, lastSeq: auth.last_seq ?? 0 };
  let handshakeMs = Number.NaN;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (done(seen)) resolve({ socket, ms: performance.now() - started, handshakeMs, lastSeq: seen.lastSeq });
    };
    socket.once('connect_error', reject);
    // socket.io's connect arrives once the handshake is authenticated: the part of the wait that is not the stream's.
    socket.once('connect', () => (handshakeMs = performance.now() - started));
    socket.on('streamState', (state: StreamState) => {
      seen.state = state;
      seen.lastSeq = Math.max(seen.lastSeq, state.replayed === 0 ? state.seq : seen.lastSeq);
      check();
    });
    socket.on('accountEvent', (event: AccountEvent) => {
      seen.lastSeq = event.seq;
      check();
    });
    socket.on('userOrders', (_orders: Order[]) => {
      seen.orders = true;
      check();
    });
  });
}

/** Opens and closes BTCUSD orders on the account until `until` (performance.now()). */
async function churn(url: string, token: string, until: number): Promise<number> {
  let changes = 0;
  while (performance.now() < until) {
    const opened = (await post(`${url}/api/v1/orders/open`, token, {
      instrument_id: 'BTCUSD',
      side: 'buy',
      volume: '0.01',
      leverage: 2,
    })) as { order: Order } | null;
    // A position left open by a stale close is closed on a later turn: it still made its events.
    if (opened) {
      changes += 1;
      while ((await post(`${url}/api/v1/orders/close`, token, { id: opened.order.id })) === null) {
        await new Promise((resolve) => setTimeout(resolve, CHANGE_GAP_MS));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, CHANGE_GAP_MS));
  }
  return changes;
}

/** What one round of one kind measured, per client. */
interface RoundTimes {
  fresh: number[];
  resumed: number[];
  handshakes: number[];
  missed: number[];
}

/** Runs `jobs` all at once, or one after another. */
async function runAll<T>(jobs: Array<() => Promise<T>>, atOnce: boolean): Promise<T[]> {
  if (atOnce) return Promise.all(jobs.map((job) => job()));
  const results: T[] = [];
  for (const job of jobs) results.push(await job());
  return results;
}

/** One round: fresh connects (the baseline), the sockets drop, the accounts change, every client resumes. */
async function round(url: string, tokens: readonly string[], atOnce: boolean, open: Socket[]): Promise<RoundTimes> {
  const connected = await runAll(
    tokens.map((token) => () => connect(url, { token }, (seen) => seen.state !== null && seen.orders)),
    atOnce,
  );
  open.push(...connected.map((client) => client.socket));
  for (const socket of open.splice(0)) socket.disconnect();

  const until = performance.now() + DOWN_MS;
  const changes = await Promise.all(tokens.map((token) => churn(url, token, until)));

  const back = await runAll(
    tokens.map(
      (token, index) => () =>
        connect(url, { token, last_seq: connected[index]?.lastSeq ?? 0 }, (seen) => seen.state !== null && seen.lastSeq >= seen.state.seq),
    ),
    atOnce,
  );
  open.push(...back.map((client) => client.socket));
  for (const socket of open.splice(0)) socket.disconnect();
  return {
    fresh: connected.map((client) => client.ms),
    resumed: back.map((client) => client.ms),
    handshakes: back.map((client) => client.handshakeMs),
    missed: changes.map((count) => count * 3),
  };
}

const row = (name: string, times: number[]) =>
  `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms |`;

const database = await createFreshDatabase();
const server = await startChildServer('./bench-server.ts', { DATABASE_URL: database.url, BENCH_USERS: String(CLIENTS) });
const open: Socket[] = [];
try {
  const kinds = [
    { atOnce: false, name: 'one after another' },
    { atOnce: true, name: 'all at once (a failover)' },
  ];
  const results: BenchResult[] = [];
  for (const kind of kinds) {
    const perRound = { fresh: [] as number[], resumed: [] as number[] };
    const all: RoundTimes = { fresh: [], resumed: [], handshakes: [], missed: [] };
    for (let index = 0; index < ROUNDS; index += 1) {
      const times = await round(server.url, server.tokens, kind.atOnce, open);
      perRound.fresh.push(percentile(times.fresh, 99));
      perRound.resumed.push(percentile(times.resumed, 99));
      for (const key of ['fresh', 'resumed', 'handshakes', 'missed'] as const) all[key].push(...times[key]);
    }
    const missed = all.missed.reduce((sum, count) => sum + count, 0) / Math.max(1, all.missed.length);
    console.log(
      `\n${CLIENTS} clients reconnecting ${kind.name}, ${ROUNDS} rounds, about ${missed.toFixed(0)} missed events each, market feed ticking`,
    );
    console.log('| from the connect call | p50 | p99 | max |');
    console.log('|---|---|---|---|');
    console.log(row('fresh connect: streamState and userOrders (baseline)', all.fresh));
    console.log(row('resume with last_seq: the last missed event', all.resumed));
    console.log(row('resume with last_seq: connected (the handshake alone)', all.handshakes));
    results.push({
      measure: `resume with last_seq to the last missed event, ${kind.name}, p99 (baseline: a fresh connect)`,
      baseline: perRound.fresh,
      subject: perRound.resumed,
      unit: 'ms',
      // The budget is a reconnect's own wait; a whole platform's clients at once measure its capacity, shown beside it.
      budget: kind.atOnce ? {} : { subjectAtMost: BUDGET_P99_MS },
    });
  }
  console.log(`\nbudget: p99 of a resume one after another at most ${BUDGET_P99_MS} ms`);
  printResults(results);
} finally {
  for (const socket of open) socket.disconnect();
  await server.stop();
  await database.drop();
}
