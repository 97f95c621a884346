import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Registers: uploadPassport, uploadCard, getPhoto (+ the owner-only document download). */
export function registerDocumentRoutes(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
