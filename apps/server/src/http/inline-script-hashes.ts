import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A `<script>` element without `src`: its text is what the browser runs and hashes. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
/** Script types that are data, not code: CSP does not apply to them. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i;

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script of an HTML page, computed over
 * the exact text between the tags as the browser does. Hashing the built file at start means a
 * rebuilt page can never run under a stale list: restart the server after a build, as for its assets.
 *
 * @example
 * inlineScriptHashes('<script>go()</script>') // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_SCRIPT_TYPE.test(match[0].slice(0, match[0].indexOf('>')))) continue;
    const digest = createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The inline-script hashes of the `index.html` of each served app folder. */
export function pageScriptHashes(folders: ReadonlyArray<string | null>): string[] {
  return fileScriptHashes(folders.flatMap((folder) => (folder ? [resolve(folder, 'index.html')] : [])));
}

/** The inline-script hashes of HTML files, together; a file that is gone is skipped. */
export function fileScriptHashes(files: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files) {
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch (error) {
      // Gone since the folder was found: a build is rewriting it (a dev machine, a test run
      // beside a build). Its inline scripts get no hash until the server restarts, as after any
      // rebuild; starting must not fail over a page that is being written.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes];
}
