import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, SocketAuth } from '@beurs/domain';
import { Server, type ServerOptions, type Socket } from 'socket.io';

export type TestServerSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** A real socket.io server on 127.0.0.1, port 0, that records what the clients do. */
export interface TestServer {
  url: string;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  /** The token of every handshake the auth middleware saw, in order. */
  handshakes: Array<string | undefined>;
  /** The whole `auth` data of every handshake the auth middleware saw, in order. */
  auths: Array<Partial<SocketAuth>>;
  /** Sockets that passed the middleware and are still connected. */
  connected: Set<TestServerSocket>;
  /** Sockets that passed the middleware, ever. */
  accepted: TestServerSocket[];
  /** The most sockets connected at once. */
  maxConnected: number;
  /** Engine-level (transport) connections opened, ever; every handshake needs one. */
  engineConnections: number;
  /** Server-side disconnect reasons, in order. */
  disconnects: string[];
  /** Every `refreshToken` payload received. */
  refreshTokens: string[];
  /** Every `subscribeQuotes` and `unsubscribeQuotes` received, in order, with the socket's connection number (1 = first accepted). */
  quoteRequests: Array<{ connection: number; event: 'subscribeQuotes' | 'unsubscribeQuotes'; instrumentIds: string[] }>;
  close(): Promise<void>;
}

/**
 * Token convention of the auth middleware: `access-*` and API keys (`bk_live_*`) are valid, `expired-*` is refused with
 * `jwt expired` (like jsonwebtoken's TokenExpiredError), anything else with `invalid token`.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, options);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  const server: TestServer = {
    url: `http://127.0.0.1:${port}`,
    io,
    handshakes: [],
    auths: [],
    connected: new Set(),
    accepted: [],
    maxConnected: 0,
    engineConnections: 0,
    disconnects: [],
    refreshTokens: [],
    quoteRequests: [],
    close: () => io.close(),
  };

  io.engine.on('connection', () => {
    server.engineConnections += 1;
  });
  io.use((socket, next) => {
    const { token } = socket.handshake.auth as Partial<SocketAuth>;
    server.handshakes.push(token);
    server.auths.push({ ...(socket.handshake.auth as Partial<SocketAuth>) });
    if (token?.startsWith('access-') || token?.startsWith('bk_live_')) next();
    else if (token?.startsWith('expired-')) next(new Error('jwt expired'));
    else next(new Error('invalid token'));
  });
  io.on('connection', (socket) => {
    server.accepted.push(socket);
    server.connected.add(socket);
    server.maxConnected = Math.max(server.maxConnected, server.connected.size);
    socket.on('refreshToken', (refreshToken) => {
      server.refreshTokens.push(refreshToken);
    });
    const connection = server.accepted.length;
    socket.on('subscribeQuotes', (instrumentIds) => {
      server.quoteRequests.push({ connection, event: 'subscribeQuotes', instrumentIds });
    });
    socket.on('unsubscribeQuotes', (instrumentIds) => {
      server.quoteRequests.push({ connection, event: 'unsubscribeQuotes', instrumentIds });
    });
    socket.on('disconnect', (reason) => {
      server.connected.delete(socket);
      server.disconnects.push(reason);
    });
  });
  return server;
}
