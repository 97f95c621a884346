import { createPackageBuild } from '../../tooling/tsup.base';

// ky ships ESM only, so this package does too.
export default createPackageBuild({ formats: ['esm'] });
