// Renders the home page into dist/index.html at build time, so its first paint needs no
// JavaScript (the browser hydrates it). Runs after `vite build` (the site) and
// `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (the renderer), then removes the renderer.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server build, like the production client that hydrates the markup.
process.env.NODE_ENV = 'production';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = join(appDir, 'dist-ssr');
const indexFile = join(appDir, 'dist', 'index.html');
const PLACEHOLDER = '<!--prerendered-home-->';

try {
  const { renderPage } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(PLACEHOLDER)) throw new Error(`${indexFile} has no ${PLACEHOLDER} to replace`);
  writeFileSync(indexFile, html.replace(PLACEHOLDER, renderPage('/')));
  console.log(`prerendered / into ${indexFile}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
