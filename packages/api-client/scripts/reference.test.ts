import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '@beurs/domain/contract';
import { describe, expect, it } from 'vitest';
import { currentReference, renderReference } from './render-reference';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

describe('the call reference in README.md', () => {
  it('is what `pnpm docs:reference` renders from ENDPOINTS (run it after changing the contract)', async () => {
    expect(currentReference(readme)).toBe(await renderReference());
  });

  it('names every call of ENDPOINTS with its method and path', () => {
    const reference = currentReference(readme);
    for (const name of Object.keys(ENDPOINTS)) expect(reference).toContain(`### \`${name}\``);
  });
});
