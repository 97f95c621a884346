import { defineConfig } from 'tsup';
import { createPackageBuild } from '../../tooling/tsup.base';

// ky ships ESM only, so this package does too.
const build = createPackageBuild({
  formats: ['esm'],
  entry: { index: 'src/index.ts', validate: 'src/validate/index.ts' },
});

if (typeof build === 'function' || Array.isArray(build)) {
  throw new Error('createPackageBuild is expected to return a single options object');
}

// Splitting puts code shared by the two entries into chunks, so the `AnswerValidationError` that
// `@beurs/api-client/validate` throws is the class `@beurs/api-client` exports: `instanceof` relies on it.
export default defineConfig({ ...build, splitting: true });
