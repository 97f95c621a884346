import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../refusals/refusal';
import type { AppContext } from '../app-context';
import type { ServerConfig } from '../config/config';
import { PACKAGE_ROOT } from '../package-root';

/** apps/: the web apps are the server's siblings in the repository. */
const appsRoot = resolve(PACKAGE_ROOT, '..');

/** The configured folder, else the app's own build output when it has been built. */
function folderOf(configured: string | null, app: 'web-public' | 'terminal'): string | null {
  const folder = configured ? resolve(configured) : resolve(appsRoot, app, 'dist');
  return existsSync(resolve(folder, 'index.html')) ? folder : null;
}

/** The folders of the built apps this server serves, null for an app that is not built. */
export function webAppFolders(config: ServerConfig): { publicDir: string | null; terminalDir: string | null } {
  return { publicDir: folderOf(config.webPublicDir, 'web-public'), terminalDir: folderOf(config.terminalDir, 'terminal') };
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/socket.io');
}

/**
 * Serves the built public site at `/` and the terminal at `/terminal`, on the API's port, so
 * one process runs the whole product. Paths that are not files get the app's `index.html`
 * (client-side routes); API paths keep their JSON 404. Assets are sent pre-compressed (the
 * builds write .br and .gz beside them). The file list is read at start: restart the server
 * after rebuilding an app.
 */
export async function registerWebApps(app: FastifyInstance, context: AppContext): Promise<void> {
  const { publicDir, terminalDir } = webAppFolders(context.config);
  if (terminalDir) {
    await app.register(fastifyStatic, {
      root: terminalDir,
      prefix: '/terminal/',
      decorateReply: !publicDir,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  if (publicDir) {
    await app.register(fastifyStatic, { root: publicDir, prefix: '/', wildcard: false, index: false, preCompressed: true });
  }
  if (!publicDir && !terminalDir) {
    context.log.info('No built web apps found: serving the API only');
    return;
  }
  const sendIndex = (reply: FastifyReply, root: string) => reply.type('text/html').sendFile('index.html', root);
  // Static files have their own routes; every other GET outside the API is a client-side route.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isPageRequest(request)) throw Refusal.notFound(`There is no GET ${path} here. Check the method and the path.`);
    if (terminalDir && (path === '/terminal' || path.startsWith('/terminal/'))) return sendIndex(reply, terminalDir);
    if (publicDir) return sendIndex(reply, publicDir);
    throw Refusal.notFound(`There is no page at ${path}. The public site is not built on this server.`);
  });
}
