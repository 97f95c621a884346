import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * The deployable server: its three commands bundled to JavaScript in dist/, so production starts
 * plain `node` instead of compiling TypeScript at every start. The entries are flat (dist/main.js,
 * dist/cli.js, dist/migrate.js, shared chunks beside them) so that every bundled module sits one
 * folder below the package, which the worker file relies on (see onSuccess).
 *
 * npm dependencies stay external (tsup's default for `dependencies`): PGlite loads its wasm and
 * data files from node_modules, and @node-rs/argon2 a native binary. @beurs/domain is external
 * too and is read through its package exports, that is its built dist, hence `^build` in turbo.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/main.ts', migrate: 'src/migrate/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  minify: false,
  dts: false,
  outDir: 'dist',
  tsconfig: 'tsconfig.json',
  // `new URL('./password-estimator-worker.mjs', import.meta.url)` in src/auth/password-estimator.ts
  // names a file next to the running module; bundled, that module is a file in dist/.
  onSuccess: async () => {
    await copyFile('src/auth/password-estimator-worker.mjs', 'dist/password-estimator-worker.mjs');
  },
});
