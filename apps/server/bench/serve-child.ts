import { stopPasswordEstimator } from '../src/auth/password-rules';
import type { BeursServer } from '../src/build-server';

/**
 * The end of every broker a bench starts in a child process: listens on 127.0.0.1 port 0, prints
 * the one line `startChildServer` waits for (`{ url, tokens }`), and closes cleanly when the bench
 * stops it (the password estimator's worker thread outlives the server by design).
 */
export async function serveUntilStopped(server: BeursServer, tokens: readonly string[]): Promise<void> {
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ url, tokens })}\n`);
  const stop = async () => {
    await server.close();
    await stopPasswordEstimator();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
