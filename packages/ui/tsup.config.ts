import { defineConfig } from 'tsup';
import { createPackageBuild } from '../../tooling/tsup.base';

// React components are consumed by bundlers; ESM is all they need. The stylesheet is a second
// entry: esbuild bundles src/styles/index.css and its imports into dist/styles.css.
const base = createPackageBuild({
  formats: ['esm'],
  entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
});
if (typeof base === 'function' || Array.isArray(base)) {
  throw new TypeError('createPackageBuild() is expected to return one options object');
}

export default defineConfig({
  ...base,
  // Declarations come from the TypeScript entry only.
  dts: { ...(typeof base.dts === 'object' ? base.dts : {}), entry: { index: 'src/index.ts' } },
});
