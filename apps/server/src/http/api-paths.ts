import type { FastifyRequest } from 'fastify';

/** Whether a request is for the API (anything under `/api/`) rather than a page or an asset of the web apps. */
export function isApiRequest(request: FastifyRequest): boolean {
  // Every answer asks, some twice: no splitting of the URL (docs/performance.md).
  const { url } = request;
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}
