import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The inline script of the stand-in public home page, byte for byte as the browser hashes it. */
export const HOME_INLINE_SCRIPT = "\n      if (location.pathname !== '/') document.getElementById('root').replaceChildren();\n    ";
/** Its CSP source: sha256 of the text above, base64 (computed apart with `openssl dgst -sha256 -binary | base64`). */
export const HOME_INLINE_SCRIPT_HASH = "'sha256-M+2Wfib5Razhygd2tafjvqgpBn80ou/YUzJtcFprMZU='";

/**
 * Two built apps the way the builds lay them out (an `index.html` and an asset), so the header
 * tests do not depend on whether `pnpm build` ran: a prerendered home page with an inline script,
 * a JSON data block (not code) and a style attribute, and a terminal page without inline code.
 */
export function createBuiltApps(): { webPublicDir: string; terminalDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'beurs-built-apps-'));
  const webPublicDir = join(root, 'web-public');
  const terminalDir = join(root, 'terminal');
  for (const dir of [webPublicDir, terminalDir]) mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(webPublicDir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head>` +
      `<body><div id="root"><h1>Home</h1><span style="width:50%"></span></div>` +
      `<script type="application/json" id="data">{"a":1}</script>` +
      `<script>${HOME_INLINE_SCRIPT}</script></body></html>`,
  );
  writeFileSync(join(webPublicDir, 'assets', 'index.js'), 'export {};\n');
  writeFileSync(
    join(terminalDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/terminal/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(terminalDir, 'assets', 'index.js'), 'export {};\n');
  return { webPublicDir, terminalDir };
}
