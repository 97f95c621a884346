import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config';
import { PACKAGE_ROOT } from '../package-root';
import { fileScriptHashes } from './inline-script-hashes';

/** Where the built Storybook of `@beurs/ui` is served. */
export const STORYBOOK_PATH = '/storybook/';

/** The command that builds it, as the page for a missing build says it. */
export const STORYBOOK_BUILD_COMMAND = 'pnpm --filter @beurs/ui build-storybook';

/** packages/ui/storybook-static: where `build-storybook` writes, beside apps/ in the repository. */
const repositoryBuild = resolve(PACKAGE_ROOT, '..', '..', 'packages', 'ui', 'storybook-static');

/**
 * Vite's output under `assets/` carries a content hash in every file name, so a name never
 * changes content and may be kept for a year. Everything else (index.html, iframe.html,
 * index.json, Storybook's own `sb-manager/` and `sb-addons/`) keeps its name across builds and is
 * revalidated on every use (ETag, Last-Modified).
 */
const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UNHASHED_CACHE_CONTROL = 'no-cache';

/** The configured folder, else the repository's build output when it has been built; null when there is none. */
export function storybookFolder(config: Pick<ServerConfig, 'storybookDir'>): string | null {
  const folder = config.storybookDir ? resolve(config.storybookDir) : repositoryBuild;
  return existsSync(resolve(folder, 'index.html')) ? folder : null;
}

/** Whether a request is for the Storybook (`/storybook` or anything under `/storybook/`). */
export function isStorybookRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/storybook' || path.startsWith(STORYBOOK_PATH);
}

/**
 * The CSP sources of the inline scripts of Storybook's two pages: the manager (`index.html`,
 * which sets its feature flags inline) and the preview it frames (`iframe.html`).
 */
export function storybookScriptHashes(folder: string | null): string[] {
  return folder ? fileScriptHashes([resolve(folder, 'index.html'), resolve(folder, 'iframe.html')]) : [];
}

function page(title: string, paragraphs: readonly string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</main></body></html>`
  );
}

/** Answered at `/storybook/` and below when this server has no Storybook build. */
const NOT_BUILT_PAGE = page('Storybook is not built', [
  'This server serves the Storybook of the <code>@beurs/ui</code> components here once it has been built, and it found no build when it started.',
  `Build it from the repository root with <code>${STORYBOOK_BUILD_COMMAND}</code> (<code>pnpm start</code> builds it too), then restart the server. ` +
    'A server run from elsewhere serves the folder named by <code>STORYBOOK_DIR</code>.',
  'To work on components with live reload, run <code>pnpm storybook</code> instead (port 6006).',
]);

/** Answered for a path under `/storybook/` that is not a file of the build. */
const NOT_IN_BUILD_PAGE = page('Not in the Storybook', [
  `There is no file at this address in the Storybook. Its stories start at <a href="${STORYBOOK_PATH}">${STORYBOOK_PATH}</a>.`,
]);

/**
 * Serves the built Storybook read-only at `/storybook/` (GET and HEAD only, files that exist when
 * the server starts: restart it after a rebuild, as for the apps). `/storybook` redirects to
 * `/storybook/`, since the build's links are relative. Without a build every address under it
 * answers a 404 page saying how to build it. Its Content-Security-Policy is set with the other
 * headers (security-headers.ts, `storybookDirectives`).
 */
export async function registerStorybook(app: FastifyInstance, options: { folder: string | null; log: FastifyBaseLogger }): Promise<void> {
  const { folder } = options;
  if (!folder) options.log.info(`No Storybook build found: /storybook/ explains how to build it (${STORYBOOK_BUILD_COMMAND})`);
  // Its own context, so the hook below runs for these routes only.
  await app.register(async (storybook) => {
    // The router ignores a trailing slash (build-server.ts), so `/storybook` reaches the index
    // route; answered there, the page's relative links would miss the prefix.
    storybook.addHook('onRequest', async (request, reply) => {
      const [path, query] = splitUrl(request.url);
      if (path === '/storybook') return reply.redirect(`${STORYBOOK_PATH}${query}`, 301);
      return undefined;
    });
    if (folder) {
      const hashedAssets = resolve(folder, 'assets') + sep;
      await storybook.register(fastifyStatic, {
        root: folder,
        prefix: STORYBOOK_PATH,
        decorateReply: false,
        wildcard: false,
        index: ['index.html'],
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header('cache-control', path.startsWith(hashedAssets) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL);
        },
      });
    } else {
      storybook.get(STORYBOOK_PATH, (_request, reply) => sendNotFoundPage(reply, NOT_BUILT_PAGE));
    }
    // Static files have their own routes; anything else under the prefix is not in the build.
    storybook.get(`${STORYBOOK_PATH}*`, (_request, reply) => sendNotFoundPage(reply, folder ? NOT_IN_BUILD_PAGE : NOT_BUILT_PAGE));
  });
}

function splitUrl(url: string): [path: string, query: string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function sendNotFoundPage(reply: FastifyReply, html: string): FastifyReply {
  // no-cache: the page goes away once the build exists and the server restarts.
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
