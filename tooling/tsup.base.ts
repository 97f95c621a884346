import { defineConfig, type Options } from 'tsup';

export interface PackageBuildOptions {
  /** Entry points, keyed by output name. Defaults to `{ index: 'src/index.ts' }`. */
  entry?: Record<string, string>;
  /**
   * Module formats. Defaults to ESM plus CJS; a package whose dependencies are ESM-only
   * (ky, React components with CSS) builds ESM alone.
   */
  formats?: Array<'esm' | 'cjs'>;
  /** Emit `'use client'` banners etc. Defaults to none. */
  banner?: Options['banner'];
  /** Extra packages to keep external beyond dependencies and peers (tsup's default). */
  external?: string[];
}

/**
 * The one tsup configuration every published `@beurs/*` package builds with, so that
 * output layout, targets and declaration settings cannot drift between packages.
 */
export function createPackageBuild(options: PackageBuildOptions = {}) {
  return defineConfig({
    entry: options.entry ?? { index: 'src/index.ts' },
    format: options.formats ?? ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    minify: false,
    outDir: 'dist',
    tsconfig: 'tsconfig.json',
    ...(options.banner ? { banner: options.banner } : {}),
    ...(options.external ? { external: options.external } : {}),
  });
}
