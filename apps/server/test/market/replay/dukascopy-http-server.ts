import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A stand-in for Dukascopy's data server on 127.0.0.1 (port 0): it serves the files of a folder
 * written by dukascopy-fixtures.ts (the format and names of dukascopy-node's cache) at the paths
 * Dukascopy serves them under, `/v1/candles/minute/EUR-USD/BID/2025/11/7` and the like, and 404
 * for a file it does not have. Paths can be made to fail with a 500 a number of times first.
 */
export interface DukascopyHttpServer {
  /** The root to import from, e.g. `http://127.0.0.1:40123/v1`. */
  baseUrl: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Answers the path (or each path ending with it) with a 500 the next `times` times. */
  failNext(pathEnd: string, times: number): void;
  close(): Promise<void>;
}

const ROOT = '/v1/';

export async function startDukascopyHttpServer(folder: string): Promise<DukascopyHttpServer> {
  const requests: string[] = [];
  const failures = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const failing = [...failures].find(([end, left]) => left > 0 && path.endsWith(end));
    if (failing) {
      failures.set(failing[0], failing[1] - 1);
      response.writeHead(500).end('unavailable');
      return;
    }
    if (!path.startsWith(ROOT)) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(folder, `${encodeURIComponent(path.slice(ROOT.length))}.json`)).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (pathEnd, times) => failures.set(pathEnd, times),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
