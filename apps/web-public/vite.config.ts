import { defineConfig, type Plugin } from 'vite';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadDefaultFont } from '../../tooling/vite-preload-default-font.ts';

/**
 * The home page is prerendered, so its first paint needs no JavaScript: the scripts that hydrate
 * it are fetched at low priority, after the stylesheet and the fonts the first paint does need.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'beurs:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

// Reads the @beurs/* packages from source (the @beurs/source condition), so nothing has to be
// built first. In development /api and /socket.io go to the server on 7799.
export default defineConfig({
  base: '/',
  plugins: [react(), lowPriorityScripts(), preloadDefaultFont()],
  resolve: { conditions: ['@beurs/source', ...defaultClientConditions] },
  // The build-time renderer of the home page (src/entry-server.tsx) bundles the workspace
  // packages from source, like the browser build.
  ssr: {
    noExternal: [/^@beurs\//],
    resolve: { conditions: ['@beurs/source', ...defaultServerConditions] },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:7799',
      '/socket.io': { target: 'ws://127.0.0.1:7799', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
