/**
 * The baseline of the fan-out bench: a bare `ws` server that speaks just enough of socket.io's
 * wire protocol for the same clients (the Engine.IO handshake, CONNECT, `subscribeQuotes`) and
 * sends each tick the same frames the broker sends (`42["quotes",[…]]`, one per connection with its
 * instruments that moved, encoded once per set of instruments and written to each connection
 * streaming that set), with hand-made rooms and nothing else:
 * no authentication, no per-socket state beyond its subscriptions. In a child process like the
 * broker. `POST /bench/ticks` `{ ticks, gapMs }` publishes ticks; `GET /bench/heap` answers the
 * heap after collection. Prints its URL.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { LiveQuote } from '@beurs/domain';
import { WebSocketServer, type WebSocket } from 'ws';
import { heapAfterGc, runFanoutTicks } from './fanout-ticks';

/** Connections by the set of instruments they stream (ids sorted, joined), as the broker's rooms. */
const rooms = new Map<string, { ids: string[]; members: Set<WebSocket> }>();
const held = new Map<string, string>();

function publish(quotes: LiveQuote[]): void {
  const encoded = new Map<string, string>();
  for (const quote of quotes) {
    const text = JSON.stringify(quote);
    encoded.set(quote.instrument_id, text);
    held.set(quote.instrument_id, text);
  }
  for (const { ids, members } of rooms.values()) {
    const picked = ids.map((id) => encoded.get(id)).filter((text) => text !== undefined);
    if (picked.length === 0 || members.size === 0) continue;
    // Encoded once per set, sent to each connection as a text frame.
    const frame = Buffer.from(`42["quotes",[${picked.join(',')}]]`);
    for (const ws of members) ws.send(frame, { binary: false });
  }
}

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : {};
}

const http = createServer((request, response) => {
  const answer = (value: unknown) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(value));
  };
  if (request.method === 'GET' && request.url === '/bench/heap') return answer({ heapUsed: heapAfterGc(), sockets: wss.clients.size });
  if (request.method === 'POST' && request.url === '/bench/ticks') {
    void body(request).then(async (value) => {
      const { ticks, gapMs } = value as { ticks: number; gapMs: number };
      answer(await runFanoutTicks(publish, ticks, gapMs));
    });
    return;
  }
  response.statusCode = 404;
  response.end();
});

const wss = new WebSocketServer({ server: http, path: '/socket.io/' });
wss.on('connection', (ws) => {
  const sid = randomUUID();
  let streamed: string[] = [];
  const leave = () => rooms.get(streamed.join(','))?.members.delete(ws);
  ws.send(`0${JSON.stringify({ sid, upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1_000_000 })}`);
  ws.on('message', (data) => {
    const frame = data.toString();
    if (frame.startsWith('40')) ws.send(`40${JSON.stringify({ sid: randomUUID() })}`);
    else if (frame.startsWith('42')) {
      const [event, ids] = JSON.parse(frame.slice(2)) as [string, string[]];
      if (event !== 'subscribeQuotes') return;
      leave();
      streamed = [...new Set([...streamed, ...ids])].sort();
      const key = streamed.join(',');
      let room = rooms.get(key);
      if (!room) rooms.set(key, (room = { ids: streamed, members: new Set() }));
      room.members.add(ws);
      const snapshot = ids.map((id) => held.get(id)).filter((quote) => quote !== undefined);
      if (snapshot.length > 0) ws.send(`42["quotes",[${snapshot.join(',')}]]`);
    }
  });
  ws.on('close', leave);
});

// A first tick before anyone connects, so a subscription gets a snapshot, as from the broker's quote book.
await runFanoutTicks(publish, 1, 0);
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, tokens: [] })}\n`);
});
process.once('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  http.close(() => process.exit(0));
});
