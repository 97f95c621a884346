import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: openOrder, closeOrder, getOrderHistory. */
export function registerOrderRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
