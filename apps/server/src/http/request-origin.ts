import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../activity/activity-log';

/** The caller's IP and user agent (behind a proxy, the forwarded address). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}
