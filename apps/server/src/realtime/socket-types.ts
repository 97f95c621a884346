import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, LiveQuote, ServerToClientEvents } from '@beurs/domain';

/**
 * What the server keeps on each socket: whose it is, which sign-in session it belongs to, and
 * which instruments' quotes it streams (with the room of that set; quote-stream.ts).
 */
export interface SocketData {
  userId: string;
  /** The sign-in session of a person's socket; null on a program's socket, which holds an API key. */
  sessionId: string | null;
  /** The API key a program's socket authenticated with; null on a person's. */
  apiKeyId: string | null;
  quoteIds?: readonly string[];
  quoteRoom?: string | undefined;
}

/**
 * Between server processes, through the Redis adapter: the lease holder's tick, for every quote
 * book; and "this user's orders changed", for the processes that hold the user's sockets.
 */
export interface InterServerEvents {
  quotesTicked: (quotes: LiveQuote[]) => void;
  ordersChanged: (userId: string) => void;
  /** A process is connected to Redis again: what it published meanwhile was lost, so every process sends its sockets their state again. */
  reconnectedToRedis: () => void;
}
export type BeursSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type BeursSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
