// Checks that every citation of the contract and the product rules in the tracked files resolves:
// `contract §N` to a section of docs/contract.md, `product rule N` and a heading citation such as
// `product rules, Sessions` to docs/product-rules.md, and markdown links to either page to a
// heading that exists. Fails on any mention of a document outside the repository, which a clone
// cannot follow, and on the loose PRODUCT citations that name no rule or heading.
// Usage: node tooling/check-citations.mjs (exit 1 and one line per problem when any).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_PAGE, PRODUCT_RULES_PAGE, findCitations, parsePage, unresolved } from './citations.mjs';

const root = new URL('..', import.meta.url).pathname;
const TEXT_SOURCE = /\.(ts|tsx|mjs|js|md|css|yaml|yml)$/;
// Release notes quote history as it was; the lockfile is generated; the resolver's tests hold
// citations that must not resolve, on purpose.
const SKIPPED = new Set(['pnpm-lock.yaml', 'tooling/citations.test.mjs']);

function isChecked(path) {
  if (!TEXT_SOURCE.test(path) || SKIPPED.has(path)) return false;
  return !path.endsWith('CHANGELOG.md');
}

const pages = {};
for (const page of [CONTRACT_PAGE, PRODUCT_RULES_PAGE]) {
  const path = join(root, page);
  if (!existsSync(path)) {
    console.error(`check-citations: ${page} is missing; every citation points at it`);
    process.exit(1);
  }
  pages[page] = parsePage(readFileSync(path, 'utf8'));
}

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((path) => path !== '' && isChecked(path));

let checked = 0;
const problems = [];
for (const file of files) {
  const path = join(root, file);
  // A file deleted in the working tree but still tracked has nothing left to cite.
  if (!existsSync(path)) continue;
  for (const citation of findCitations(readFileSync(path, 'utf8'), file)) {
    checked += 1;
    const reason = unresolved(citation, pages);
    if (reason !== null) problems.push(`${citation.file}:${citation.line}: ${citation.text}: ${reason}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-citations: ${problems.length} of ${checked} citations do not resolve`);
  process.exit(1);
}
console.log(`check-citations: ${checked} citations in ${files.length} files resolve`);
