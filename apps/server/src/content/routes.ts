import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: getEconomicCalendar, getEarningsCalendar, getNews. */
export function registerContentRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
