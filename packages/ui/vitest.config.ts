import react from '@vitejs/plugin-react';
import { createJsdomVitestConfig } from '../../tooling/vitest.jsdom.ts';

export default createJsdomVitestConfig({ plugins: [react()] });
