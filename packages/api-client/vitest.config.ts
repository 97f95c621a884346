import { createVitestConfig } from '../../tooling/vitest.base.ts';

export default createVitestConfig({ test: { environment: 'node' } });
