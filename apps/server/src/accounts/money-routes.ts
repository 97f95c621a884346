import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: deposit, withdraw, giveMeCredit, getTransactions. */
export function registerMoneyRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
