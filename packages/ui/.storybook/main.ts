import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // @beurs/domain is read from its source, as in the tests: nothing has to be built first.
      resolve: { conditions: ['@beurs/source', ...defaultClientConditions] },
      // Storybook's own preview runtime is one ~1.1 MB chunk; the size warning is about it, not us.
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
