import { z } from 'zod';
import { order, type Order } from '../entities/order';
import { tokenPair, type TokenPair } from './auth';

/** Events the server emits to a user's sockets (spec 7). */
export interface ServerToClientEvents {
  /** The user's live orders (pending and open), replacing the previous list. */
  userOrders: (orders: Order[]) => void;
  /** Rotated tokens in answer to `refreshToken`; the client stores them. */
  authTokenRefreshed: (tokens: TokenPair) => void;
}

/** Events a client emits (spec 7). */
export interface ClientToServerEvents {
  /** Asks for rotated tokens; carries the current refresh token. */
  refreshToken: (refreshToken: string) => void;
}

/** What the client puts in the socket handshake's `auth` data. */
export interface SocketAuth {
  token: string;
}

/** Schemas of the socket payloads, for servers and tests that validate them. */
export const socketPayloads = {
  userOrders: z.array(order),
  authTokenRefreshed: tokenPair,
  refreshToken: z.string().min(1),
} as const;
