import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT_SERVER = 'dist/main.js';

/** A server process of its own, as an operator runs several behind a balancer. */
export interface BrokerProcess {
  name: string;
  /** Its address, e.g. http://127.0.0.1:40123. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** Whether the process is still running (stopped counts as running). */
  running(): boolean;
  /** Whether `/readyz` says this process holds the market-feed lease; null when it does not answer in time. */
  holdsLease(timeoutMs?: number): Promise<boolean | null>;
  /** Everything it wrote to stderr, for the failure message. */
  errors(): string;
}

/**
 * Starts the built server (`dist/main.js`, as production runs it; turbo builds it before this
 * suite) in a `node` process of its own on a free port, and resolves once it listens.
 */
export async function startBrokerProcess(name: string, env: Record<string, string>): Promise<BrokerProcess> {
  if (!existsSync(`${SERVER_ROOT}/${BUILT_SERVER}`)) {
    throw new Error(`${BUILT_SERVER} is missing: run \`pnpm --filter @beurs/server build\` first (turbo does it before test:postgres)`);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout);
      if (found?.[1]) {
        child.stdout?.off('data', onData);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before listening:\n${stdout}\n${stderr}`)));
  });
  // Keep reading, so a full pipe never blocks the process.
  child.stdout?.resume();
  return {
    name,
    url,
    child,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    async holdsLease(timeoutMs = 1_000) {
      try {
        const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
        const report = (await response.json()) as { checks: { marketFeedLease?: { held: boolean } } };
        return report.checks.marketFeedLease?.held ?? false;
      } catch {
        return null;
      }
    },
    errors: () => stderr,
  };
}
