import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Order, ServerToClientEvents, TokenPair } from '@beurs/domain';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client as the terminal opens it: the access token in the handshake's auth data. */
export function connectSocket(url: string, token: string | undefined): TestSocket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token === undefined ? {} : { token },
  });
}

/** Resolves once connected, or rejects with the server's connect error. */
export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The message of the connect error the server refuses the handshake with. */
export function connectError(socket: TestSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but a refusal was expected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Every `userOrders` list the socket received, in order. */
export function recordOrders(socket: TestSocket): Order[][] {
  const received: Order[][] = [];
  socket.on('userOrders', (orders) => received.push(orders));
  return received;
}

/** Waits until `predicate` holds, polling every 10 ms, or fails after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = performance.now();
  while (!predicate()) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The next `authTokenRefreshed` payload. */
export function nextRefreshedTokens(socket: TestSocket): Promise<TokenPair> {
  return new Promise((resolve) => socket.once('authTokenRefreshed', resolve));
}

/** Resolves with the reason when the socket is disconnected. */
export function disconnected(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
