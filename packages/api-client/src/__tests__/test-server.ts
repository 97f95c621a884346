import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/users/`. */
  path: string;
  /** Query string with its `?`, or `''`. */
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the test server answers. */
export interface Reply {
  /** Defaults to 200. */
  status?: number;
  /** A JSON body. */
  json?: unknown;
  /** A raw text body, sent as text/html. */
  text?: string;
  /** Drop the connection instead of answering. */
  destroy?: boolean;
  /** Extra response headers, e.g. `Retry-After` or `RateLimit`. */
  headers?: Record<string, string>;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received (CORS preflights left out), in order. */
  requests: ReceivedRequest[];
  /** Replaces the handler. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, refresh, idempotency-key',
  'access-control-allow-methods': 'GET, POST',
};

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/**
 * A real HTTP server on 127.0.0.1 and a free port that records what it receives and answers
 * with the handler's reply. Answers CORS preflights so jsdom's XMLHttpRequest can reach it.
 */
export async function startTestServer(handler: Handler = () => ({ json: { ok: true } })): Promise<TestServer> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      void Promise.resolve(current(received)).then((reply) => {
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const headers = { ...CORS_HEADERS, 'content-type': reply.text === undefined ? 'application/json' : 'text/html', ...reply.headers };
        const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        res.writeHead(reply.status ?? 200, headers).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () => closeServer(server),
  };
}

/** The base URL of a port that was just free: connecting to it is refused. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return `http://127.0.0.1:${port}`;
}
