import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `from` that holds a package.json, or null at the filesystem root.
 * Exported for the test; the server uses {@link PACKAGE_ROOT}.
 */
export function findPackageRoot(from: string): string | null {
  let folder = from;
  for (;;) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

/**
 * The server package's folder (apps/server), found from this file rather than by a fixed `../..`:
 * the same code runs from src/db/x.ts under tsx and from a chunk in dist/ once bundled, and the
 * two sit at different depths. Files that ship beside the code (the drizzle migrations, the
 * built web apps next door) are found from here.
 */
export const PACKAGE_ROOT: string =
  findPackageRoot(dirname(fileURLToPath(import.meta.url))) ??
  (() => {
    throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}: the server must run from its package folder`);
  })();
