import { connect } from 'node:net';
import type { ServerConfig } from '../config/config';
import { CliError } from './cli-error';

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The embedded database (PGlite) allows one process at a time: a CLI opening it while the server
 * runs could corrupt it. Refuses in that case; PostgreSQL has no such limit.
 */
export async function refuseWhileEmbeddedServerRuns(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) return;
  if (await portAnswers(config.host, config.port)) {
    throw new CliError(
      `Something is listening on ${config.host}:${config.port}, probably the Beurs server. Its embedded database allows one process at a time: ` +
        'stop the server, run this command, then start it again (or run the server on PostgreSQL with DATABASE_URL).',
      1,
    );
  }
}
