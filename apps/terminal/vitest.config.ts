import react from '@vitejs/plugin-react';
import { createVitestConfig } from '../../tooling/vitest.base.ts';

export default createVitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
