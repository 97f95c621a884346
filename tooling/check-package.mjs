// Checks a package as it would be published, from the tarball `pnpm pack` makes (the manifest
// with `publishConfig` applied and `workspace:` ranges resolved), not from the workspace folder:
//
// - the published `exports` are the workspace's less the `@beurs/source` condition (the
//   workspace-only condition that lets the apps and tests read a package's TypeScript source),
//   kept in `publishConfig.exports`; this fails when the two drift apart;
// - no `@beurs/source` and no `workspace:` range is left in the published manifest;
// - the LICENSE file is in the tarball;
// - publint (strict) and Are the Types Wrong pass on the tarball;
// - before a release (BEURS_RELEASE=1, set by `pnpm release`): the manifest says where the code,
//   its home page and its issue tracker are (`repository`, `homepage`, `bugs`). Beurs has no
//   canonical public address a clone could know, so whoever publishes fills them in for their
//   fork, and the release refuses a package a reader could not trace back to its source.
//
// Run from a package folder: node ../../tooling/check-package.mjs [attw options…]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCE_CONDITION = '@beurs/source';
const attwOptions = process.argv.slice(2);
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

/** The exports without the workspace-only condition, in the same order. */
function published(entry) {
  if (typeof entry !== 'object' || entry === null) return entry;
  return Object.fromEntries(
    Object.entries(entry)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, published(value)]),
  );
}

const problems = [];
const expected = JSON.stringify(published(manifest.exports));
if (JSON.stringify(manifest.publishConfig?.exports) !== expected) {
  problems.push(
    `publishConfig.exports must be "exports" without the "${SOURCE_CONDITION}" condition:\n${JSON.stringify(published(manifest.exports), null, 2)}`,
  );
}

if (process.env.BEURS_RELEASE === '1') {
  for (const field of ['repository', 'homepage', 'bugs']) {
    if (!manifest[field]) problems.push(`"${field}" is not set: say where the published code lives before releasing it`);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'beurs-pack-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', folder], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(folder, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`);
  const packed = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (packed.includes(SOURCE_CONDITION)) problems.push(`the published manifest still names "${SOURCE_CONDITION}"`);
  if (packed.includes('workspace:')) problems.push('the published manifest still has a workspace: range');
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  if (!files.includes('package/LICENSE')) problems.push('the tarball has no LICENSE file');
  if (problems.length === 0) {
    execFileSync('pnpm', ['exec', 'publint', 'run', '--strict', tarball], { stdio: 'inherit' });
    execFileSync('pnpm', ['exec', 'attw', tarball, ...attwOptions], { stdio: 'inherit' });
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`${manifest.name}: ${problem}`);
  process.exit(1);
}
