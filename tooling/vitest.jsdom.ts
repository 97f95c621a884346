import type { ViteUserConfig } from 'vitest/config';
import { createVitestConfig } from './vitest.base.ts';

/**
 * The React suites (ui, terminal, public site): jsdom, the package's `vitest.setup.ts`, and no
 * per-file isolation. A fresh jsdom and a fresh import of React, Testing Library and the package
 * for every test file cost three quarters of these suites' time (ui: 135 s isolated, 13 s shared,
 * on two cores). What a file leaves behind is cleared by the setup file after every test: the
 * rendered tree, localStorage, the root element's classes, and in the terminal the UI stores,
 * which its setup puts back to their first state.
 *
 * The caller passes the React plugin: it is each package's own dependency, not the root's.
 */
export function createJsdomVitestConfig(config: ViteUserConfig): ViteUserConfig {
  const { test, ...rest } = config;
  return createVitestConfig({
    ...rest,
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      isolate: false,
      ...test,
    },
  });
}
