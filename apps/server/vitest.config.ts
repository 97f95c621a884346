import { defaultServerConditions } from 'vite';
import { createVitestConfig, SOURCE_CONDITION } from '../../tooling/vitest.base.ts';
import { TEST_DB_KIND } from './test/test-db-kind.ts';

export default createVitestConfig({
  // globalSetup (the PGlite templates) runs in Vitest's own environment: it reads workspace
  // packages from source like the tests do.
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One report per database, so the workspace summary counts both runs.
    outputFile: { json: `test-results/vitest-${TEST_DB_KIND}.json` },
  },
});
