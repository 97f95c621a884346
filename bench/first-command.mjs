// The README's first command on a fresh clone: how long from `git clone` to the product served
// (the public site, the terminal and the API answering on one port). The clone is of this
// repository's HEAD into a temporary folder; the command is the README's, less the global pnpm
// install (pnpm is already here), with a port of its own so it does not meet a running server.
// pnpm's store on this machine makes the install a link step, as on any machine that installed
// Beurs before; a first install ever also downloads the packages, which no bench can time fairly.
//
//   node bench/first-command.mjs [budget in seconds, default 60]
//
// Prints the seconds of each phase (install, build, start to serving) and exits 1 over the budget.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const budget = Number(process.argv[2] ?? '60');
const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(join(tmpdir(), 'beurs-first-command-'));
const port = String(7900 + Math.floor(Math.random() * 90));
const urls = ['/', '/terminal/', '/api/v1/quotes/'].map((path) => `http://127.0.0.1:${port}${path}`);

const seconds = (since) => (performance.now() - since) / 1000;
const started = performance.now();
let server = null;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repository, folder], { stdio: 'inherit' });
  const cloned = seconds(started);
  // `pnpm start` runs the install's result: the build (turbo, no cache in a fresh clone) then the server.
  const installStarted = performance.now();
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--reporter=silent'], { cwd: folder, stdio: 'inherit' });
  const installed = seconds(installStarted);
  const startStarted = performance.now();
  server = spawn('pnpm', ['start'], {
    cwd: folder,
    env: { ...process.env, PORT: port, TURBO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let builtAt = null;
  server.stdout.on('data', (chunk) => {
    // The server's first log line: the build is over.
    if (builtAt === null && chunk.toString().includes('"level"')) builtAt = seconds(startStarted);
  });
  let errors = '';
  server.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  for (;;) {
    const answers = await Promise.all(
      urls.map((url) =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) break;
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 250))]);
    if (code !== 'waiting') throw new Error(`pnpm start exited with code ${code} before serving:\n${errors}`);
  }
  const serving = seconds(startStarted);
  const total = seconds(started);
  console.log(
    `clone ${cloned.toFixed(1)} s, install ${installed.toFixed(1)} s, pnpm start to serving ${serving.toFixed(1)} s (build ${builtAt === null ? '?' : builtAt.toFixed(1)} s)`,
  );
  console.log(
    `| first command on a fresh clone, to the product served | ${total.toFixed(1)} s | budget ≤ ${budget} s | ${total <= budget ? 'met' : 'not met'} |`,
  );
  process.exitCode = total <= budget ? 0 : 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(folder, { recursive: true, force: true });
}
