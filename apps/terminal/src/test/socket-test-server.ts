import { createRequire } from 'node:module';
import type { Server as HttpServer } from 'node:http';
import type { Order, TokenPair } from '@beurs/domain';

/** The part of a socket.io server socket the tests use. */
export interface TestSocket {
  handshake: { auth: { token?: string } };
  emit(event: 'userOrders', orders: Order[]): void;
  emit(event: 'authTokenRefreshed', tokens: TokenPair): void;
  on(event: 'refreshToken', listener: (token: string) => void): void;
}

interface IoServer {
  use(middleware: (socket: TestSocket, next: (error?: Error) => void) => void): void;
  on(event: 'connection', listener: (socket: TestSocket) => void): void;
  close(): Promise<void> | void;
}

type IoServerConstructor = new (server: HttpServer, options: object) => IoServer;

// socket.io (the server) is a dependency of @beurs/realtime's tests, not of this app: it is
// loaded from there so that these tests run a real socket server (docs/terminal.md).
const requireFromRealtime = createRequire(new URL('../../../../packages/realtime/package.json', import.meta.url));
const { Server } = requireFromRealtime('socket.io') as { Server: IoServerConstructor };

/** Options of {@link attachSocketServer}. */
export interface SocketServerOptions {
  /** Accepts or refuses a handshake by its token; a refusal's message reaches the client. */
  authorize(token: string | undefined): Error | null;
  onConnection?: (socket: TestSocket) => void;
}

/** A real socket.io server on the test HTTP server. */
export function attachSocketServer(server: HttpServer, options: SocketServerOptions): IoServer {
  const io = new Server(server, { cors: { origin: '*' } });
  io.use((socket, next) => next(options.authorize(socket.handshake.auth.token) ?? undefined));
  io.on('connection', (socket) => options.onConnection?.(socket));
  return io;
}
