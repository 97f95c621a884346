/**
 * Orders throughput bench (a script, not a test): a real server on a fresh PostgreSQL database,
 * listening on 127.0.0.1 port 0 in a child process, and a local load client (fetch with
 * keep-alive) whose BENCH_USERS users each open and close market orders in a loop, bounded by
 * BENCH_SECONDS (per phase) and BENCH_MAX_ROUND_TRIPS. The baseline, measured in the same run with
 * the same users and concurrency, is `POST /api/v1/users/` (the signed-in user with account
 * figures), or an authenticated empty endpoint when that call is not available; and PostgreSQL's
 * own `pgbench -b tpcb-like` TPS on the same server. The phases alternate in BENCH_ROUNDS rounds,
 * so a change in the machine's load hits them alike.
 *
 *   pnpm --filter @beurs/server bench
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { printResults } from './bench-results';
import { percentile } from './percentile';
import { ownCpuSeconds, postgresCpuSeconds, processCpuSeconds } from './cpu-time';
import { startChildServer } from './child-server';
import { createFreshDatabase } from './fresh-postgres';

const USERS = Number(process.env.BENCH_USERS ?? '20');
const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const MAX_ROUND_TRIPS = Number(process.env.BENCH_MAX_ROUND_TRIPS ?? '20000');
/** Baseline and orders alternate in this many rounds, so a change in machine load hits both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '5');
const WARMUP_SECONDS = 2;
const INSTRUMENT = 'BTCUSD'; // crypto trades around the clock, so the bench runs on any day

async function post(url: string, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: response.status, json: await response.json() };
}

interface LoadResult {
  operations: number;
  failures: number;
  seconds: number;
}

/** Runs `operation` in one loop per user until the time or the count runs out. */
async function load(
  tokens: string[],
  seconds: number,
  maxOperations: number,
  operation: (token: string) => Promise<boolean>,
): Promise<LoadResult> {
  let operations = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline && operations + failures < maxOperations) {
        if (await operation(token)) operations += 1;
        else failures += 1;
      }
    }),
  );
  return { operations, failures, seconds: (performance.now() - started) / 1000 };
}

const run = promisify(execFile);

/**
 * PostgreSQL's own `pgbench -b tpcb-like` (five statements and a commit per transaction) on a
 * database of its own on the same server, with as many clients as the bench has users: what the
 * database does per second with nothing in front of it. Scale = clients, so the clients do not
 * all queue on one branch row.
 */
async function pgbenchTps(url: string, clients: number, seconds: number, script: string[] = ['-b', 'tpcb-like']): Promise<number> {
  const { stdout } = await run('pgbench', [
    '-n',
    ...script,
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(Math.max(1, Math.round(seconds))),
    url,
  ]);
  const match = /tps = ([\d.]+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}

/**
 * pgbench's tpcb-like transaction with one `pg_notify` added, as every order commit announces its
 * account to the order engine (`lockBalance`, ledger.ts). PostgreSQL serialises the commits of
 * transactions that notify (they queue on one lock through the WAL flush), so this is the most
 * two such commits per open+close can reach on this server with nothing else in front of them.
 * A custom script's `:scale` is 1 unless `-s` says otherwise: it is passed the initialised scale.
 */
const TPCB_WITH_NOTIFY = `\\set aid random(1, 100000 * :scale)
\\set bid random(1, 1 * :scale)
\\set tid random(1, 10 * :scale)
\\set delta random(-5000, 5000)
BEGIN;
UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;
SELECT abalance, pg_notify('bench_account_changes', :aid::text) FROM pgbench_accounts WHERE aid = :aid;
UPDATE pgbench_tellers SET tbalance = tbalance + :delta WHERE tid = :tid;
UPDATE pgbench_branches SET bbalance = bbalance + :delta WHERE bid = :bid;
INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (:tid, :bid, :aid, :delta, CURRENT_TIMESTAMP);
END;
`;

async function main(): Promise<void> {
  const pgbenchDatabase = await createFreshDatabase();
  const scripts = await mkdtemp(join(tmpdir(), 'beurs-bench-'));
  const notifyScript = join(scripts, 'tpcb-with-notify.sql');
  await writeFile(notifyScript, TPCB_WITH_NOTIFY);
  await run('pgbench', ['-i', '-q', '-s', String(USERS), pgbenchDatabase.url]);
  try {
    await measure(pgbenchDatabase.url, notifyScript);
  } finally {
    await pgbenchDatabase.drop();
    await rm(scripts, { recursive: true, force: true });
  }
}

async function measure(pgbenchUrl: string, notifyScript: string): Promise<void> {
  const database = await createFreshDatabase();
  const server = await startChildServer('./bench-server.ts', { DATABASE_URL: database.url, BENCH_USERS: String(USERS) }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  try {
    const api = (path: string) => `${server.url}/api/v1/${path}`;
    const usersRead = await post(api('users/'), server.tokens[0] ?? '', undefined);
    const baselineName = usersRead.status === 200 ? 'POST /api/v1/users/' : 'authenticated empty endpoint';
    const baselineUrl = usersRead.status === 200 ? api('users/') : `${server.url}/bench/empty`;
    /** Each open's time from sending to its answer, in ms, in the current round (the baseline's calls likewise). */
    let openTimes: number[] = [];
    let baselineTimes: number[] = [];
    const baseline = async (token: string) => {
      const sent = performance.now();
      const ok = (await post(baselineUrl, token, undefined)).status === 200;
      baselineTimes.push(performance.now() - sent);
      return ok;
    };
    const roundTrip = async (token: string) => {
      const sent = performance.now();
      const opened = await post(api('orders/open'), token, { instrument_id: INSTRUMENT, side: 'buy', volume: '0.01', leverage: 2 });
      openTimes.push(performance.now() - sent);
      if (opened.status !== 200) return false;
      const id = (opened.json as { order: { id: string } }).order.id;
      return (await post(api('orders/close'), token, { id })).status === 200;
    };

    await load(server.tokens, WARMUP_SECONDS, Number.POSITIVE_INFINITY, baseline);
    await load(server.tokens, WARMUP_SECONDS, Number.POSITIVE_INFINITY, roundTrip);
    const base: LoadResult = { operations: 0, failures: 0, seconds: 0 };
    const orders: LoadResult = { operations: 0, failures: 0, seconds: 0 };
    const pgbenchRates: number[] = [];
    /** Open+close pairs a second at two notifying commits a pair, as pgbench measured it. */
    const notifyCeilings: number[] = [];
    const tripRates: number[] = [];
    const openP99s: number[] = [];
    /** CPU milliseconds a pair cost, by the broker, PostgreSQL (every server process) and this load client. */
    const cpuPerPair: Array<{ broker: number; database: number; client: number }> = [];
    /** Pairs a second the machine's cores could run at that cost, all of them busy with nothing else. */
    const coreCeilings: number[] = [];
    const baselineP99s: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      openTimes = [];
      baselineTimes = [];
      pgbenchRates.push(await pgbenchTps(pgbenchUrl, USERS, SECONDS / ROUNDS));
      notifyCeilings.push((await pgbenchTps(pgbenchUrl, USERS, SECONDS / ROUNDS, ['-f', notifyScript, '-s', String(USERS)])) / 2);
      const b = await load(server.tokens, SECONDS / ROUNDS, (MAX_ROUND_TRIPS * 2) / ROUNDS, baseline);
      const cpuBefore = { broker: processCpuSeconds(server.pid), database: postgresCpuSeconds(), client: ownCpuSeconds() };
      const o = await load(server.tokens, SECONDS / ROUNDS, MAX_ROUND_TRIPS / ROUNDS, roundTrip);
      const cpu = {
        broker: processCpuSeconds(server.pid) - cpuBefore.broker,
        database: postgresCpuSeconds() - cpuBefore.database,
        client: ownCpuSeconds() - cpuBefore.client,
      };
      const msPerPair = ((cpu.broker + cpu.database + cpu.client) * 1000) / Math.max(1, o.operations);
      cpuPerPair.push({
        broker: (cpu.broker * 1000) / Math.max(1, o.operations),
        database: (cpu.database * 1000) / Math.max(1, o.operations),
        client: (cpu.client * 1000) / Math.max(1, o.operations),
      });
      coreCeilings.push((availableParallelism() * 1000) / msPerPair);
      tripRates.push(o.operations / o.seconds);
      openP99s.push(percentile(openTimes, 99));
      baselineP99s.push(percentile(baselineTimes, 99));
      for (const [total, part] of [
        [base, b],
        [orders, o],
      ] as const) {
        total.operations += part.operations;
        total.failures += part.failures;
        total.seconds += part.seconds;
      }
    }

    const baseRate = base.operations / base.seconds;
    const tripRate = orders.operations / orders.seconds;
    const ratio = (tripRate * 2) / baseRate;
    console.log(
      `orders throughput on PostgreSQL, ${USERS} concurrent users, ${SECONDS} s per phase in ${ROUNDS} alternating rounds, market feed ticking`,
    );
    console.log(`  baseline ${baselineName}: ${baseRate.toFixed(1)} requests/s (${base.operations} ok, ${base.failures} failed)`);
    console.log(
      `  orders: ${tripRate.toFixed(1)} opened+closed/s = ${(tripRate * 2).toFixed(1)} order requests/s (${orders.operations} round trips, ${orders.failures} failed)`,
    );
    console.log(`  ratio: order requests/s ÷ baseline requests/s = ${ratio.toFixed(2)}`);
    const tps = pgbenchRates.reduce((sum, rate) => sum + rate, 0) / pgbenchRates.length;
    console.log(
      `  pgbench -b tpcb-like, ${USERS} clients, same server: ${tps.toFixed(1)} tps (rounds: ${pgbenchRates.map((rate) => rate.toFixed(0)).join(', ')})`,
    );
    console.log(`  ratio: orders opened+closed/s ÷ pgbench tps = ${(tripRate / tps).toFixed(3)}`);
    const ceiling = notifyCeilings.reduce((sum, rate) => sum + rate, 0) / notifyCeilings.length;
    console.log(
      `  pgbench tpcb-like with a pg_notify per transaction, two commits a pair: ${ceiling.toFixed(1)} pairs/s = ${(ceiling / tps).toFixed(3)} of tpcb-like (the most open+close can reach while each commit announces its account)`,
    );
    const average = (pick: (cost: (typeof cpuPerPair)[number]) => number) =>
      cpuPerPair.reduce((sum, cost) => sum + pick(cost), 0) / Math.max(1, cpuPerPair.length);
    console.log(
      `  CPU per open+close pair: broker ${average((cost) => cost.broker).toFixed(2)} ms, PostgreSQL ${average((cost) => cost.database).toFixed(2)} ms, load client ${average((cost) => cost.client).toFixed(2)} ms, on ${availableParallelism()} cores`,
    );
    printResults([
      {
        measure: `order open+close on PostgreSQL (${USERS} users) vs pgbench -b tpcb-like tps`,
        baseline: pgbenchRates,
        subject: tripRates,
        unit: '/s',
        // Two notifying commits a pair cap this near a third of tpcb-like (the ceiling below), so
        // the order path's budget is held against that ceiling instead.
        budget: {},
      },
      {
        measure: 'ceiling: pgbench tpcb-like with a pg_notify per transaction, two commits per open+close, vs tpcb-like tps',
        baseline: pgbenchRates,
        subject: notifyCeilings,
        unit: '/s',
        budget: {},
      },
      {
        measure: `order open+close on PostgreSQL (${USERS} users) vs that ceiling`,
        baseline: notifyCeilings,
        subject: tripRates,
        unit: '/s',
        budget: { ratioAtLeast: 0.5 },
      },
      {
        measure: `order open+close on PostgreSQL (${USERS} users) vs what the machine's cores run at the CPU a pair cost (broker, PostgreSQL and load client together)`,
        baseline: coreCeilings,
        subject: tripRates,
        unit: '/s',
        budget: {},
      },
      {
        measure: `order open under that load (${USERS} users opening and closing), p99, vs ${baselineName} p99 under its own load`,
        baseline: baselineP99s,
        subject: openP99s,
        unit: ' ms',
        budget: { subjectAtMost: 25 },
      },
    ]);
    if (orders.failures > 0 || base.failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
