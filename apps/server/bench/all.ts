/**
 * Every server bench, one after another, then one table of all their results (`pnpm bench`).
 * Each bench runs in a process of its own, with its own baseline measured in the same run;
 * BENCH_ONLY=tick,fanout picks some of them by name. Exits non-zero when a bench failed.
 *
 *   pnpm bench                         # from the repository root
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { RESULTS_MARKER, resultsTable, type BenchResult } from './bench-results';

const BENCHES = [
  { name: 'reads', script: './hot-reads.ts' },
  { name: 'orders', script: './orders-throughput.ts' },
  { name: 'tick', script: './engine-tick.ts' },
  { name: 'revaluation', script: './online-revaluation.ts' },
  { name: 'push', script: './orders-push.ts' },
  { name: 'resume', script: './stream-resume.ts' },
  { name: 'fanout', script: './quotes-fanout.ts' },
  { name: 'import', script: './import-year.ts' },
  { name: 'replay', script: './replay-tick.ts' },
  { name: 'simulator', script: './simulator-step.ts' },
  { name: 'live', script: './live-feed-fanout.ts' },
] as const;

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = BENCHES.filter((bench) => !only || only.includes(bench.name));
if (chosen.length === 0) throw new Error(`BENCH_ONLY names no bench; the benches are ${BENCHES.map((bench) => bench.name).join(', ')}`);

/** Runs one bench, passing its output through, and returns the results it printed. */
async function runBench(script: string): Promise<{ results: BenchResult[]; code: number | null }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL(script, import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const results: BenchResult[] = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith(RESULTS_MARKER)) results.push(...(JSON.parse(line.slice(RESULTS_MARKER.length)) as BenchResult[]));
    else console.log(line);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { results, code };
}

const all: BenchResult[] = [];
const failed: string[] = [];
for (const bench of chosen) {
  console.log(`\n## ${bench.name} (${bench.script})`);
  const { results, code } = await runBench(bench.script);
  all.push(...results);
  if (code !== 0) failed.push(`${bench.name} (exit ${code})`);
}
console.log(`\n## All results (median [range] over the rounds; ratio = Beurs ÷ baseline, round by round)\n`);
console.log(resultsTable(all));
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
