import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/auth/signin`. */
  path: string;
  query: URLSearchParams;
  /** The body parsed as JSON, or `undefined` when there was none. */
  json: unknown;
}

/** What the test server answers. */
export interface Reply {
  /** Defaults to 200. */
  status?: number;
  /** A JSON body. */
  json?: unknown;
  /** A raw body sent as text/html (a proxy's error page, say). */
  text?: string;
  /** Wait this long before answering, in milliseconds. */
  delayMs?: number;
}

/** Answers one request; `undefined` means 404. */
export type Handler = (request: ReceivedRequest) => Reply | undefined;

/** A real HTTP server on 127.0.0.1 and a free port, answering like the API would. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`: the API base URL to give the site. */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, refresh',
  'access-control-allow-methods': 'GET, POST',
};

/**
 * Starts a tiny node:http server for component tests: the site's real API client talks to it
 * over HTTP, so nothing about fetch is mocked.
 */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        json: raw === '' ? undefined : (JSON.parse(raw) as unknown),
      };
      requests.push(received);
      const reply = handler(received) ?? { status: 404, json: { statusCode: 404, code: 'not_found', message: 'Not found' } };
      const send = () => {
        const type = reply.text === undefined ? 'application/json' : 'text/html';
        const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        res.writeHead(reply.status ?? 200, { ...CORS, 'content-type': type }).end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
