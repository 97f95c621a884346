import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Workspace packages point the `@beurs/source` export condition at their `src/index.ts`,
 * so tests and apps read source directly and nothing has to be built first.
 */
export const SOURCE_CONDITION = '@beurs/source';

export function createVitestConfig(config: ViteUserConfig = {}): ViteUserConfig {
  const { test, resolve, ssr, ...rest } = config;
  return defineConfig({
    ...rest,
    resolve: { ...resolve, conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { ...ssr, resolve: { ...ssr?.resolve, conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      restoreMocks: true,
      // How long a test may wait on a busy 2-core machine (jsdom rendering a lazy screen, a real
      // server answering), not a speed requirement: speed is measured in bench/.
      testTimeout: 20_000,
      // The JSON report feeds tooling/test-summary.mjs, which prints the workspace's total.
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      ...test,
    },
  });
}
