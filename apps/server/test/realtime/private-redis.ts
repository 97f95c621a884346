import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A redis-server of the test's own on a free port: stopping it never touches the machine's shared Redis. */
export interface PrivateRedis {
  url: string;
  /** Stops the server (as an outage would), keeping its port for a restart. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const fresh = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = fresh;
    await waitForReady(fresh);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
