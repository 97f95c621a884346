import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CpuPinning } from './cpu-pinning';

/** A server a bench runs in a child process, so the load client does not share its event loop. */
export interface ChildServer {
  url: string;
  /** The child's process id (for its CPU time). */
  pid: number;
  /** Access tokens of the bench users, when the server made some. */
  tokens: string[];
  stop(): Promise<void>;
}

/**
 * Starts `script` (a file of this folder) with the same Node flags as the bench, `nodeFlags` and
 * `env`, and waits for its first stdout line: `{ url, tokens }`. With `pinning`, on the servers' core.
 */
export async function startChildServer(
  script: string,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
  pinning?: CpuPinning,
): Promise<ChildServer> {
  // BENCH_CHILD_FLAGS profiles the broker under a bench, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const profiling = (process.env.BENCH_CHILD_FLAGS ?? '').split(' ').filter(Boolean);
  const nodeArgs = [...nodeFlags, ...profiling, ...process.execArgv, fileURLToPath(new URL(script, import.meta.url))];
  const { command, args } = pinning ? pinning.wrap(process.execPath, nodeArgs) : { command: process.execPath, args: nodeArgs };
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const started = await new Promise<{ url: string; tokens: string[] }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { url: string; tokens: string[] }));
  });
  return {
    ...started,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
