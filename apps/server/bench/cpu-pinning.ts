import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Which core the load client and which the server under load run on, when the machine has two
 * or more and `taskset` exists: the client on the first, the servers (baseline and subject alike)
 * on the second. Unpinned on two cores, the kernel sometimes put client and server on one core
 * and sometimes on both, and the same server's rate jumped between two levels (a hello world
 * 17,700 or 31,300 requests a second in one run): the ratio then measured the scheduler. PostgreSQL
 * stays unpinned. `BENCH_PIN=0` turns it off.
 */
export interface CpuPinning {
  /** The command and arguments that start `command args` on the server's core. */
  wrap(command: string, args: readonly string[]): { command: string; args: string[] };
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const UNPINNED: CpuPinning = { wrap: (command, args) => ({ command, args: [...args] }) };

/** Pins this process (the load client) to core 0 and returns how to start servers on core 1. */
export function pinClientAndServers(): CpuPinning {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2 || !hasTaskset()) return UNPINNED;
  execFileSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  return { wrap: (command, args) => ({ command: 'taskset', args: ['-c', '1', command, ...args] }) };
}
