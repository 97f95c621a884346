// Measures the JavaScript a browser must load before a built Vite app can render a page:
// the entry script and its modulepreloads from index.html, plus the chunks of the given route
// modules (lazy routes the first paint needs), each with every chunk it imports statically.
// Prints gzip sizes and the ratio to a budget.
//
//   node bench/initial-js.mjs <dist dir> <budget KB> [chunk-name-substring ...]
//
// Example: node bench/initial-js.mjs apps/terminal/dist 250 start-terminal dashboard-screen
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [distArg, budgetArg, ...routeChunks] = process.argv.slice(2);
if (!distArg || !budgetArg) {
  console.error('usage: node bench/initial-js.mjs <dist dir> <budget KB> [chunk-name-substring ...]');
  process.exit(2);
}
const dist = resolve(distArg);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const base = (html.match(/<base href="([^"]*)"/) ?? [])[1] ?? '';
const referenced = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
const files = new Set(referenced.map((url) => url.replace(/^.*?\/assets\//, 'assets/')));
const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
for (const part of routeChunks) {
  const match = assets.filter((file) => file.toLowerCase().includes(part.toLowerCase()));
  if (match.length === 0) {
    console.error(`No chunk whose name contains "${part}" in ${dist}/assets`);
    process.exit(2);
  }
  for (const file of match) files.add(`assets/${file}`);
}
// A named chunk is useless without the chunks it imports statically: follow them all.
const pending = [...files];
while (pending.length > 0) {
  const file = pending.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
    const imported = `assets/${spec}`;
    if (!files.has(imported)) {
      files.add(imported);
      pending.push(imported);
    }
  }
}
let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
const budget = Number(budgetArg) * 1024;
console.log(
  `initial JS: ${(total / 1024).toFixed(1)} KB gzipped, budget ${budgetArg} KB, ratio ${(total / budget).toFixed(2)}${base ? ` (base ${base})` : ''}`,
);
process.exit(total <= budget ? 0 : 1);
