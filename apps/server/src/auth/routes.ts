import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: signup, signin, logout, refresh, changePassword. */
export function registerAuthRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
