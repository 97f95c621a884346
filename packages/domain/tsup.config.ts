import { createPackageBuild } from '../../tooling/tsup.base.ts';

export default createPackageBuild();
