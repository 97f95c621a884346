// Adds up the JSON reports every package's vitest runs write to test-results/vitest*.json (and
// Playwright's e2e/reports/playwright.json) and
// prints one closing line, so a run of the whole workspace ends with its real test count.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const group of ['packages', 'apps', 'examples']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const results = join(dir, name, 'test-results');
    if (!existsSync(results)) continue;
    for (const file of readdirSync(results).filter((entry) => /^vitest.*\.json$/.test(entry))) {
      const result = JSON.parse(readFileSync(join(results, file), 'utf8'));
      passed += result.numPassedTests;
      failed += result.numFailedTests;
      skipped += result.numPendingTests + result.numTodoTests;
      rows.push(`  ${group}/${name} (${file}): ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
    }
  }
}
// Playwright's JSON report, when the browser journeys ran.
const playwrightReport = join(root, 'e2e', 'reports', 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const flaky = stats.flaky > 0 ? ` (${stats.flaky} only on a retry: flaky, see the list above)` : '';
  rows.push(`  e2e (playwright.json): ${stats.expected + stats.flaky} passed${flaky}, ${stats.unexpected} failed`);
}
if (rows.length === 0) {
  console.error('No test reports found: did the test task run?');
  process.exit(1);
}
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
