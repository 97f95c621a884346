import { createPackageBuild } from '../../tooling/tsup.base';

export default createPackageBuild();
