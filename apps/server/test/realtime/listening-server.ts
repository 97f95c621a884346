import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type ServerConfig, type TestServer } from '../test-server';
import type { DeepPartial } from '../../src/config/config';
import { connectSocket, type TestSocket } from './socket-client';

/**
 * A test server listening on 127.0.0.1 port 0 for the calling file's tests, with every socket a
 * test opened disconnected after it. `onStart` hands the server to the file; the returned
 * function opens a socket with a token (or none). `overrides` change the server's configuration.
 */
export function listeningServerForSockets(
  onStart: (server: TestServer) => void,
  overrides: DeepPartial<ServerConfig> = {},
): (token: string | undefined) => TestSocket {
  let server: TestServer | undefined;
  let url = '';
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(overrides);
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    onStart(server);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });
  return (token) => {
    const socket = connectSocket(url, token);
    sockets.push(socket);
    return socket;
  };
}
