import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../index';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('README.md', () => {
  // The README is the package's page on npm: a name it never mentions is one a user cannot find.
  it('names every value the package exports', () => {
    const unnamed = Object.keys(domain).filter((name) => !readme.includes(`\`${name}`));
    expect(unnamed).toEqual([]);
  });

  it('links the other packages by their npm pages, not by paths inside this repository', () => {
    expect(readme).not.toMatch(/\]\(\.\.\/(api-client|realtime|ui)\b/);
    expect(readme).toContain('https://www.npmjs.com/package/@beurs/api-client');
  });
});
