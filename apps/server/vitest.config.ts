import { defaultServerConditions } from 'vite';
import { configDefaults } from 'vitest/config';
import { createVitestConfig, SOURCE_CONDITION } from '../../tooling/vitest.base.ts';
import { TEST_DB_KIND } from './test/test-db-kind.ts';

/**
 * Files whose subject does not depend on the database: pure functions, HTTP plumbing (headers,
 * proxies, abuse limits, caching), the published OpenAPI and AsyncAPI documents, the contract
 * fuzzer's refusals and the metrics endpoint. They run once, in the PostgreSQL pass, rather than
 * again on PGlite, where each file's server costs seconds to start.
 */
const DATABASE_AGNOSTIC = [
  'src/auth/access-tokens.test.ts',
  'src/auth/describe-device.test.ts',
  'src/auth/two-factor/totp.test.ts',
  'test/market/price-model.test.ts',
  'test/market/trading-hours.test.ts',
  'test/market/conversion-rates.test.ts',
  'test/auth/password-strength.test.ts',
  'test/auth/password-estimator.test.ts',
  'test/config/database-pool-size.test.ts',
  'test/http-basics.test.ts',
  'test/http/security-headers.test.ts',
  'test/http/trust-proxy.test.ts',
  'test/http/rate-limits.test.ts',
  'test/http/no-store.test.ts',
  'test/accounts/openapi.test.ts',
  'test/realtime/asyncapi.test.ts',
  'test/hardening/contract-fuzz.test.ts',
  'test/metrics/metrics.test.ts',
  'test/platform/platform.test.ts',
];

export default createVitestConfig({
  // globalSetup (the PGlite templates) runs in Vitest's own environment: it reads workspace
  // packages from source like the tests do.
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: TEST_DB_KIND === 'pglite' ? [...configDefaults.exclude, ...DATABASE_AGNOSTIC] : configDefaults.exclude,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One report per database, so the workspace summary counts both runs.
    outputFile: { json: `test-results/vitest-${TEST_DB_KIND}.json` },
  },
});
