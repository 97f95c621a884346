import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/users/`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body read as JSON when it is JSON, else as text. */
  body: unknown;
}

/** What the test server answers. */
export interface Reply {
  status?: number;
  json?: unknown;
  /** Answer this much later, to hold a call in flight. */
  delayMs?: number;
  /** Drop the connection instead of answering (the server went away mid-call). */
  destroy?: boolean;
}

/** Answers keyed by `METHOD path` (`POST /api/v1/users/`); a function may vary the answer. */
export type Routes = Record<string, Reply | ((request: ReceivedRequest) => Reply)>;

/** A real HTTP server on 127.0.0.1 and a free port, answering from a route table. */
export interface TestServer {
  url: string;
  server: Server;
  requests: ReceivedRequest[];
  /** Replaces or adds routes. */
  route(routes: Routes): void;
  /** How many requests hit `METHOD path`. */
  count(key: string): number;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, refresh',
  'access-control-allow-methods': 'GET, POST',
};

/** Starts the server; unknown routes answer 404 with the contract's error body. */
export async function startTestServer(initial: Routes = {}): Promise<TestServer> {
  let routes: Routes = { ...initial };
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Multipart and other bodies stay text.
      }
      const request: ReceivedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
      requests.push(request);
      const entry = routes[`${request.method} ${path}`];
      const reply =
        typeof entry === 'function'
          ? entry(request)
          : (entry ?? { status: 404, json: { statusCode: 404, code: 'not_found', message: `No route ${request.method} ${path}` } });
      const send = () => {
        if (reply.destroy) {
          res.destroy();
          return;
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...CORS });
        res.end(JSON.stringify(reply.json ?? { ok: true }));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    requests,
    route(next) {
      routes = { ...routes, ...next };
    },
    count(key) {
      return requests.filter((request) => `${request.method} ${request.path}` === key).length;
    },
    close() {
      // socket.io's close() may have closed it already.
      if (!server.listening) return Promise.resolve();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
