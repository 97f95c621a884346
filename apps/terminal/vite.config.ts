import { defineConfig } from 'vite';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadDefaultFont } from '../../tooling/vite-preload-default-font.ts';

// Reads the @beurs/* packages from source (the @beurs/source export condition), so nothing has
// to be built first. In development /api and /socket.io go to the server on 7799.
export default defineConfig({
  base: '/terminal/',
  plugins: [react(), preloadDefaultFont()],
  resolve: { conditions: ['@beurs/source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://127.0.0.1:7799',
      '/socket.io': { target: 'ws://127.0.0.1:7799', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
