import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: getUser, updateClient, savePin, getActivities, setWalletIdentification. */
export function registerAccountRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
