// Runs several commands at once, streaming their output, and exits with the first non-zero
// status among them once all have ended (a failure does not cut the others short, so the log
// shows every failure of the stage).
//   node tooling/run-together.mjs "<command>" "<command>" …
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node tooling/run-together.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const statuses = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('error', (error) => {
          console.error(`${command}: ${error.message}`);
          resolve(1);
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
const failed = statuses.find((status) => status !== 0);
process.exit(failed ?? 0);
