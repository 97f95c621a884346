import type { FastifyRequest } from 'fastify';
import { DEFAULT_CONFIG } from '../config/config';

/**
 * The website the platform data names (support page, footers): `COMPANY_SITE` when the operator
 * set it. The shipped default (`http://localhost:7799`) is a placeholder that is wrong for any
 * visitor not on the server's own machine, so while it is left as is, the site is the origin the
 * visitor reached: the request's protocol and host (behind a proxy, with `TRUST_PROXY` set, the
 * forwarded ones). A host that is not a valid URL host falls back to the placeholder.
 */
export function publicSiteUrl(configuredSite: string, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (configuredSite !== DEFAULT_CONFIG.company.site) return configuredSite;
  const candidate = `${request.protocol}://${request.host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : configuredSite;
}
