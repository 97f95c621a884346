import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A proxy in front of a server that can lose the answers of chosen requests, as a network can. */
export interface AnswerDroppingProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /**
   * Lets the next `count` requests for which `matches` holds reach the server, which acts on them,
   * and then cuts the client's connection instead of passing the answer on.
   */
  dropAnswers(count: number, matches: (request: IncomingMessage) => boolean): void;
  /** How many answers it has dropped so far. */
  readonly dropped: number;
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free port in front of `target` (`http://127.0.0.1:<port>`). HTTP requests
 * are forwarded one by one; WebSocket upgrades (socket.io) are piped through untouched.
 */
export async function startAnswerDroppingProxy(target: string): Promise<AnswerDroppingProxy> {
  const { hostname, port } = new URL(target);
  let toDrop = 0;
  let dropped = 0;
  let matcher: (request: IncomingMessage) => boolean = () => false;
  /** Upgraded connections leave the HTTP server's count: closed by hand. */
  const piped = new Set<{ destroy(): void }>();
  const server: Server = createServer((incoming, outgoing) => {
    const drop = toDrop > 0 && matcher(incoming);
    if (drop) toDrop -= 1;
    const forwarded = httpRequest({ hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      if (drop) {
        // The server has acted and answered; the caller never hears it.
        answer.resume();
        answer.once('end', () => {
          dropped += 1;
          incoming.socket.destroy();
        });
        return;
      }
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.once('error', () => incoming.socket.destroy());
    incoming.pipe(forwarded);
  });
  server.on('upgrade', (incoming, socket, head) => {
    const upstream = connect(Number(port), hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2)
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
      piped.delete(pair);
    };
    const pair = { destroy: end };
    piped.add(pair);
    socket.once('close', end);
    upstream.once('close', end);
    upstream.once('error', end);
    socket.once('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    dropAnswers(count, matches) {
      toDrop = count;
      matcher = matches;
    },
    get dropped() {
      return dropped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of [...piped]) pair.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
