/**
 * A ceiling for the heap per socket: a bare socket.io server, as the broker's (same path, CORS,
 * defaults) but with nothing of the broker's own: no authentication, no user or session rooms, no
 * listeners but `subscribeQuotes`, which joins the room of the set of instruments streamed as the
 * broker does. Set against the bare `ws` server, it shows what socket.io and Engine.IO alone keep
 * per connection. `GET /bench/heap` answers the heap after collection. Prints its URL.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { heapAfterGc } from './fanout-ticks';

const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/bench/heap') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ heapUsed: heapAfterGc(), sockets: io.engine.clientsCount }));
    return;
  }
  response.statusCode = 404;
  response.end();
});
const io = new Server(http, { path: '/socket.io/', serveClient: false, cors: { origin: true, credentials: false } });
io.on('connection', (socket) => {
  socket.on('subscribeQuotes', (ids: unknown) => {
    if (!Array.isArray(ids)) return;
    const streamed = [...new Set(ids.map(String))].sort();
    void socket.join(`quotes:${streamed.join(',')}`);
    // The snapshot the clients wait for, as the broker sends from its quote book.
    socket.emit('quotes', []);
  });
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, tokens: [] })}\n`);
});
process.once('SIGTERM', () => {
  io.disconnectSockets(true);
  void io.close(() => process.exit(0));
});
