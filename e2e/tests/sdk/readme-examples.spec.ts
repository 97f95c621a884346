import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { expect, test } from '../../support/fixtures';
import { allowRefusedRequests } from '../../support/expected-console-errors';
import { linePattern, readmeBlocks } from './readme-blocks';
import { createScratchProject, type ScratchProject } from './scratch-project';

/**
 * The examples of the published packages' READMEs are the code users copy first: each runs here
 * as a user would run it, from the packed tarballs installed with npm in a project of its own,
 * against the journeys' reference server with its demo data, and must print what its README says.
 * The examples sign in as the demo user, whom no other journey uses (each signs up its own).
 */
const run = promisify(execFile);
/** Each README, with the statuses its browser example makes the server answer on purpose. */
const README_PACKAGES = [
  { name: 'domain', refused: [] },
  { name: 'api-client', refused: [422] },
  { name: 'realtime', refused: [] },
] as const;
const PAGE_PATH = '/readme-example/';

function readmePath(name: string): string {
  return fileURLToPath(new URL(`../../../packages/${name}/README.md`, import.meta.url));
}

/** Null when every printed line matches the README's line at the same place, else what differs. */
function mismatch(printed: string, expected: string[]): string | null {
  const lines = printed
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.length > 0);
  const wrong = expected.findIndex((line, index) => !linePattern(line).test(lines[index] ?? ''));
  if (wrong === -1 && lines.length === expected.length) return null;
  return `printed:\n${lines.join('\n')}\n\nthe README says:\n${expected.join('\n')}`;
}

test.describe.configure({ mode: 'serial' });

let project: ScratchProject | undefined;

test.beforeAll(async () => {
  // Three packs and an npm install on a busy two-core machine.
  test.setTimeout(120_000);
  project = await createScratchProject();
});

test.afterAll(() => {
  project?.remove();
});

for (const { name, refused } of README_PACKAGES) {
  const readme = readmeBlocks(readmePath(name));

  test(`the Node example of @beurs/${name}'s README runs from the tarballs and prints what the README says`, async ({ baseURL }) => {
    if (!project || !baseURL) throw new Error('the scratch project and the server start before the examples');
    const file = project.write(`${name}.node.mjs`, readme.example('node'));
    const { stdout } = await run('node', [file], {
      cwd: project.directory,
      env: { ...process.env, BEURS_URL: baseURL },
      timeout: 30_000,
    });
    expect(mismatch(stdout, readme.output('node'))).toBeNull();
  });

  test(`the browser example of @beurs/${name}'s README, bundled from the tarballs, shows what the README says`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    if (!project || !baseURL) throw new Error('the scratch project and the server start before the examples');
    const entry = project.write(`${name}.browser.mjs`, readme.example('browser'));
    const bundle = await build({
      entryPoints: [entry],
      absWorkingDir: project.directory,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]?.text ?? '';
    // The page is served at the API's own origin, as an app deployed beside its server is.
    await page.route(`${baseURL}${PAGE_PATH}**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="en"><title>@beurs/${name}</title><script type="module" src="example.js"></script></html>`,
          }),
    );
    await page.goto(`${baseURL}${PAGE_PATH}`);
    const expected = readme.output('browser');
    await expect.poll(async () => mismatch(await page.locator('body').innerText(), expected), { timeout: 20_000 }).toBeNull();
    // Chromium logs the refusals the example provokes to show its error handling.
    allowRefusedRequests(pageErrors, refused);
  });
}
