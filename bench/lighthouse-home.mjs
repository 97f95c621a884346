// Lighthouse performance of a page (mobile preset, the default), run 3 times; prints each run's
// score and metrics, then the median score. Run it against the built public site served by the
// real server:
//
//   pnpm --filter @beurs/web-public build
//   cd apps/server && DATA_DIR=$(mktemp -d) PORT=7820 pnpm start     (another shell)
//   node bench/lighthouse-home.mjs http://127.0.0.1:7820/ [budget, default 90]
//
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); exits 1 below the budget.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const RUNS = 3;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const [url, budgetArg = '90'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/lighthouse-home.mjs <url> [budget score, default 90]');
  process.exit(2);
}
const lighthouse = join(dirname(fileURLToPath(import.meta.url)), 'node_modules', '.bin', 'lighthouse');
const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'beurs-lighthouse-'));

/** One Lighthouse run: the performance score (0-100) and the metrics behind it. */
async function measure(index) {
  const output = join(outDir, `run-${index}.json`);
  await run(
    lighthouse,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = Math.round(report.categories.performance.score * 100);
  const metrics = Object.entries(METRICS)
    .map(([id, label]) => `${label} ${report.audits[id].displayValue}`)
    .join(', ');
  return { score, metrics };
}

const scores = [];
try {
  for (let index = 1; index <= RUNS; index += 1) {
    const { score, metrics } = await measure(index);
    scores.push(score);
    console.log(`run ${index}: performance ${score} (${metrics})`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
const median = [...scores].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const budget = Number(budgetArg);
console.log(`lighthouse performance (mobile, median of ${RUNS}): ${median}, budget ${budget}, ratio ${(median / budget).toFixed(2)}`);
process.exit(median >= budget ? 0 : 1);
