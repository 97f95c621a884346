/**
 * Order engine tick bench (a script, not a test): the broker on a fresh PostgreSQL database with
 * BENCH_ACCOUNTS accounts (default 10,000) holding BENCH_ORDERS live orders between them
 * (default 100,000, see seed-live-orders.ts), none of them near its level. Each tick moves every open market
 * one step of the model and writes it (as the feed does), then runs an order engine; the engine
 * pass is what is timed. The indexed engine and the scanning engine it replaced (the baseline,
 * measured in the same run) alternate tick by tick, BENCH_TICKS ticks each (default 30).
 *
 *   pnpm --filter @beurs/server bench:tick
 */
import { performance } from 'node:perf_hooks';
import { stopPasswordEstimator } from '../src/auth/password-rules';
import { buildServer } from '../src/build-server';
import { loadConfig } from '../src/config/config';
import { advanceQuotes } from '../src/tick/advance-quotes';
import { runScanningEngine } from '../test/orders/scanning-engine';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults } from './bench-results';
import { seedLiveOrders } from './seed-live-orders';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? '10000');
const ORDERS = Number(process.env.BENCH_ORDERS ?? '100000');
const TICKS = Number(process.env.BENCH_TICKS ?? '30');
/** Monday 14:30 UTC: stock, forex, index, commodity and crypto markets are all open. */
const START = Date.parse('2026-11-23T14:30:00.000Z');
const BUDGET_P99_MS = 50;

const fresh = await createFreshDatabase();
let clock = START;
const server = await buildServer(
  loadConfig({}, { databaseUrl: fresh.url, logLevel: 'silent', seedDemoData: true, market: { enabled: false, tickMs: 1000 } }),
  {
    checkResponses: false,
    now: () => new Date(clock),
  },
);
const { context } = server;
try {
  const setupStarted = performance.now();
  await seedLiveOrders(context.database, { accounts: ACCOUNTS, orders: ORDERS });
  console.log(`${ACCOUNTS} accounts, ${ORDERS} live orders written in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const tick = async () => {
    clock += 1000;
    return (await advanceQuotes(context, new Date(clock))).quotes;
  };
  // The first indexed pass builds the index from the database (once, on taking the lease).
  const buildStarted = performance.now();
  await context.orderEngine.run(context, new Date(clock), await tick());
  const buildMs = performance.now() - buildStarted;

  const indexed: number[] = [];
  const scanning: number[] = [];
  let settled = 0;
  for (let round = 0; round < TICKS; round += 1) {
    const baselineQuotes = await tick();
    let started = performance.now();
    settled += (await runScanningEngine(context, new Date(clock))).settled;
    scanning.push(performance.now() - started);
    // The indexed engine is told of the tick the scanning engine's pass followed, as well as its own.
    const quotes = [...baselineQuotes, ...(await tick())];
    started = performance.now();
    settled += (await context.orderEngine.run(context, new Date(clock), quotes)).settled;
    indexed.push(performance.now() - started);
  }
  const size = context.orderEngine.size();
  const row = (name: string, times: number[]) =>
    `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} ms |`;
  console.log(
    `index: ${size?.accounts} accounts, ${size?.orders} orders, built in ${buildMs.toFixed(0)} ms; accounts settled during the run: ${settled}`,
  );
  console.log('| engine pass | p50 | p99 | range |');
  console.log('|---|---|---|---|');
  console.log(row('scanning (baseline)', scanning));
  console.log(row('indexed', indexed));
  const ratio = percentile(scanning, 50) / percentile(indexed, 50);
  console.log(
    `indexed is ${ratio.toFixed(0)}× faster at p50; p99 ${percentile(indexed, 99).toFixed(1)} ms against a budget of ${BUDGET_P99_MS} ms`,
  );
  printResults([
    {
      measure: `engine pass p99, ${ORDERS} live orders over ${ACCOUNTS} accounts, vs the scanning engine`,
      baseline: [percentile(scanning, 99)],
      subject: [percentile(indexed, 99)],
      unit: 'ms',
      budget: { subjectAtMost: BUDGET_P99_MS },
    },
  ]);
} finally {
  await server.close();
  await fresh.drop();
  // The password estimator's worker thread outlives the server by design (one per process).
  await stopPasswordEstimator();
}
