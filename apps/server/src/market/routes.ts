import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: getSymbols, getSymbolHistory, getSpecialSymbols. */
export function registerMarketRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
