import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: getNotifications, readNotifications, getCountries. */
export function registerNotificationRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
