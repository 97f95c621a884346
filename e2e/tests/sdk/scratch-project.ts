import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/** The published packages a user installs to run the README examples. */
export const SDK_PACKAGES = ['domain', 'api-client', 'realtime'] as const;

/** An npm project outside the workspace with the packed packages installed from their tarballs. */
export interface ScratchProject {
  directory: string;
  /** Writes a file of the project. */
  write(name: string, contents: string): string;
  remove(): void;
}

/**
 * Packs each package with `pnpm pack` (which applies `publishConfig` and turns `workspace:^` into
 * the version, as a publish does) and installs the tarballs with npm in an empty project; their
 * own dependencies (ky, zod, socket.io-client) come from the registry, as for any user.
 */
export async function createScratchProject(): Promise<ScratchProject> {
  const directory = mkdtempSync(join(tmpdir(), 'beurs-sdk-'));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  try {
    const tarballs = join(directory, 'tarballs');
    mkdirSync(tarballs);
    await Promise.all(
      SDK_PACKAGES.map((name) => run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: join(REPOSITORY, 'packages', name) })),
    );
    writeFileSync(
      join(directory, 'package.json'),
      JSON.stringify({ name: 'beurs-sdk-readme-examples', private: true, type: 'module' }, null, 2),
    );
    // A path with ./ in front: npm reads a bare 'a/b.tgz' as a GitHub repository.
    const packed = readdirSync(tarballs).map((file) => `./tarballs/${file}`);
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packed], { cwd: directory, timeout: 120_000 });
  } catch (error) {
    remove();
    throw error;
  }
  return {
    directory,
    write(name, contents) {
      const path = join(directory, name);
      writeFileSync(path, contents);
      return path;
    },
    remove,
  };
}
