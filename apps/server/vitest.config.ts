import { createVitestConfig } from '../../tooling/vitest.base.ts';
import { TEST_DB_KIND } from './test/test-database.ts';

export default createVitestConfig({
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One report per database, so the workspace summary counts both runs.
    outputFile: { json: `test-results/vitest-${TEST_DB_KIND}.json` },
  },
});
