import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONE_ADDRESS_LIMITS_ENV } from './one-address-limits';

/** A reference broker of a test's own, on its own port and embedded database, to stop and start. */
export interface OwnServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Starts the server (again, on the same port and data) and resolves once it answers. */
  start(): Promise<void>;
  /** Stops it as a deployment does (SIGTERM) and resolves once it has exited and its port is closed. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitUntilAnswering(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the server exited with ${process.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/v1/countries/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Whether something still accepts connections on the port. */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until nothing listens on the port any more. The package manager in front of the server
 * can exit on SIGTERM while the server behind it is still draining, and a request sent then
 * would still be answered.
 */
async function waitUntilRefusing(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await isListening(port)) {
    if (Date.now() > deadline) throw new Error(`the server on port ${port} still listens ${timeoutMs} ms after SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Creates a broker on a free port with a fresh embedded database under the system's temp folder.
 * It is started with the same command as the main e2e server and keeps its data across
 * restarts, like a deployment restarting on the same database. `env` adds settings, given the
 * server's URL (an SMTP server and `COMPANY_SITE` for the password-reset journey).
 */
export async function createOwnServer(options: { env?: (url: string) => Record<string, string> } = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'beurs-e2e-own-'));
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      // Its own process group, so stop() reaches the server behind the package manager.
      const started = spawn('pnpm', ['--filter', '@beurs/server', 'start'], {
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          ...ONE_ADDRESS_LIMITS_ENV,
          ...options.env?.(url),
        },
      });
      child = started;
      await waitUntilAnswering(url, started, 150_000);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      process.kill(-running.pid, 'SIGTERM');
      await exited;
      await waitUntilRefusing(port, 30_000);
    },
  };
}
