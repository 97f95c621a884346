import type { FastifyRequest } from 'fastify';

/** Whether a request is for the API (anything under `/api/`) rather than a page or an asset of the web apps. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
