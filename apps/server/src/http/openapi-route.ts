import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Serves the OpenAPI document generated from the contract at /api/v1/openapi.json. */
export function registerOpenApiRoute(_app: FastifyInstance, _context: AppContext): void {
  // Not built yet.
}
