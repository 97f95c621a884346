import { createVitestConfig } from '../../tooling/vitest.base';

export default createVitestConfig({ test: { environment: 'node' } });
