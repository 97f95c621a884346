import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-paths';

/** HSTS lifetime: one year, the value browsers' preload rules and most audits ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The policy of JSON answers, pictures and downloads under `/api/`: they never need to run or load
 * anything, so an answer opened as a page (an SVG, a file) can do nothing either.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface SecurityHeaderOptions {
  /** `'sha256-…'` sources of the served pages' inline scripts (see inline-script-hashes.ts). */
  scriptHashes: readonly string[];
  /** The platform is only reached over HTTPS: send HSTS and upgrade stray http:// loads. */
  hsts: boolean;
}

/**
 * The Content-Security-Policy directives of the public site and the terminal. Scripts only from
 * this origin plus the hashed inline scripts of the built pages: no `unsafe-inline`, no `eval`.
 * Styles allow `unsafe-inline` (docs/decisions.md: prerendered style attributes, Highcharts and
 * react-hot-toast write inline styles), which is bounded by every load a stylesheet could make
 * (images, fonts, imports) staying on this origin.
 */
export function pageDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for QR codes and small inlined assets, blob: for the preview of a document before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // The API and socket.io (CSP 3: 'self' covers ws:/wss: on the same host and port).
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  if (options.hsts) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Browser security headers on every answer (helmet): the page CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy no-referrer, cross-origin isolation of windows and resources, and HSTS
 * when the platform is configured as HTTPS-only. Answers under `/api/` get the same headers with
 * the empty {@link API_CONTENT_SECURITY_POLICY}. socket.io answers its own path before Fastify
 * and so carries none of them (it serves no page).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  // After helmet's own hook: the API keeps every other header and swaps the page policy for its own.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request)) reply.raw.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
  });
}
