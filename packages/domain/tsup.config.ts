import { defineConfig } from 'tsup';
import { createPackageBuild } from '../../tooling/tsup.base.ts';

const build = createPackageBuild({
  entry: {
    index: 'src/index.ts',
    contract: 'src/entries/contract.ts',
    constants: 'src/entries/constants.ts',
    routes: 'src/entries/routes.ts',
    money: 'src/entries/money.ts',
    trading: 'src/entries/trading.ts',
  },
});

if (typeof build === 'function' || Array.isArray(build)) {
  throw new Error('createPackageBuild is expected to return a single options object');
}

// Splitting puts code shared by the entries into chunks, so `Decimal` from `@beurs/domain/money`
// and from `@beurs/domain` are the same class: `instanceof` and its private members rely on it.
export default defineConfig({ ...build, splitting: true });
