import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

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
  /** The same for the built Storybook's pages (storybook.ts); they are allowed under `/storybook/` only. */
  storybookScriptHashes: readonly string[];
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
 * The policy under `/storybook/`: the page policy with what Storybook needs to run and nothing
 * more. Its manager page frames its preview page (`iframe.html`) from the same origin, so frames
 * are allowed from and to this origin only, and its scripts are its own files plus the hashed
 * inline scripts of its two pages. The site and the terminal keep their stricter policy: a
 * Storybook page may frame Storybook, never be framed by another site.
 */
export function storybookDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    ...pageDirectives(options),
    'script-src': ["'self'", ...options.storybookScriptHashes],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet sets with these options, computed once. helmet's headers depend only on its
 * options, never on the request, so running its middleware per request (as the Fastify plugin
 * does, rebuilding every part of it each time) costs more than a whole hello-world answer for
 * the same result.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The security headers of each kind of answer, computed once (see {@link helmetHeaders}). */
export interface SecurityHeaderSets {
  /** Pages and assets of the web apps, and anything else outside `/api/` and `/storybook/`. */
  page: Record<string, string>;
  /** Everything under `/api/`: the page headers with {@link API_CONTENT_SECURITY_POLICY}. */
  api: Record<string, string>;
  /** The built Storybook under `/storybook/`: {@link storybookDirectives}, X-Frame-Options SAMEORIGIN. */
  storybook: Record<string, string>;
}

/**
 * Browser security headers (helmet's) for every answer: the page CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy no-referrer, cross-origin isolation of windows and resources, and HSTS
 * when the platform is configured as HTTPS-only. Answers under `/api/` get the same headers with
 * the empty {@link API_CONTENT_SECURITY_POLICY}, and the built Storybook under `/storybook/` gets
 * {@link storybookDirectives} with X-Frame-Options SAMEORIGIN (its manager frames its preview).
 * Sent by http/answer-headers.ts; socket.io answers its own path before Fastify and so carries
 * none of them (it serves no page).
 */
export function securityHeaderSets(options: SecurityHeaderOptions): SecurityHeaderSets {
  const common: HelmetOptions = {
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  };
  const page = helmetHeaders({ ...common, contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options) } });
  const storybook = helmetHeaders({
    ...common,
    xFrameOptions: { action: 'sameorigin' },
    contentSecurityPolicy: { useDefaults: false, directives: storybookDirectives(options) },
  });
  return { page, api: { ...page, 'content-security-policy': API_CONTENT_SECURITY_POLICY }, storybook };
}
