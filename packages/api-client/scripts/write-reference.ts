import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderReference, replaceReference } from './render-reference';

/**
 * Rewrites the call reference in the package's README from `ENDPOINTS`
 * (`pnpm docs:reference`); scripts/reference.test.ts fails while the README differs.
 */
const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');
const next = replaceReference(readme, await renderReference());
if (next === readme) {
  console.log('README.md: the call reference is up to date');
} else {
  writeFileSync(readmePath, next);
  console.log('README.md: the call reference was rewritten');
}
