import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
 * Starts `src/main.ts` in a plain `node` process (tsx as a loader, not its own launcher, so that a
 * signal reaches the server itself) on a free port, and resolves once it listens.
 */
export async function startBrokerProcess(name: string, env: Record<string, string>): Promise<BrokerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@beurs/source', 'src/main.ts'], {
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
