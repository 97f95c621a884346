import type { Server as HttpServer } from 'node:http';
import type { AccountEvent, LiveQuote, Order, StreamState, TokenPair } from '@beurs/domain';
import { Server as SocketIoServer } from 'socket.io';

/** The part of a socket.io server socket the tests use. */
export interface TestSocket {
  handshake: { auth: { token?: string } };
  emit(event: 'userOrders', orders: Order[]): void;
  emit(event: 'authTokenRefreshed', tokens: TokenPair): void;
  emit(event: 'quotes', quotes: LiveQuote[]): void;
  emit(event: 'streamState', state: StreamState): void;
  emit(event: 'accountEvent', change: AccountEvent): void;
  on(event: 'refreshToken', listener: (token: string) => void): void;
  on(event: 'subscribeQuotes' | 'unsubscribeQuotes', listener: (instrumentIds: string[]) => void): void;
  /** Ends the connection from the server's side (`io server disconnect`): the client retries. */
  disconnect(close?: boolean): void;
}

interface IoServer {
  use(middleware: (socket: TestSocket, next: (error?: Error) => void) => void): void;
  on(event: 'connection', listener: (socket: TestSocket) => void): void;
  close(): Promise<void> | void;
}

type IoServerConstructor = new (server: HttpServer, options: object) => IoServer;

// A dev dependency of this app, imported rather than required by path: under jsdom
// import.meta.url is an http URL that createRequire cannot resolve.
const Server = SocketIoServer as unknown as IoServerConstructor;

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
