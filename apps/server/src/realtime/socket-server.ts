import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { socketPayloads, type LiveQuote } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { rotateRefreshToken } from '../auth/sessions';
import { loadLiveOrderRows } from '../orders/live-orders';
import { loadListedInstruments } from '../market/market-data';
import { loadQuoteBook, toLiveQuote } from '../market/quote-book';
import type { TickChanges } from '../market/market-memory';
import type { RealtimeHub } from '../notifications/realtime-hub';
import { OnlineOrders } from './online-orders';
import { createQuoteStream } from './quote-stream';
import { eventPacket } from './socket-packet';
import { authenticateSocket } from './socket-auth';
import { connectAdapterClients, type AdapterClients } from './redis-adapter-clients';
import { AccountStream } from './account-stream';
import { keepPruningAccountEvents } from './account-event-retention';
import { INVALID_LAST_SEQ_MESSAGE, resumePointOf } from './resume-point';
import { apiKeyRoom, sessionRoom, userRoom } from './user-room';
import type { BeursSocket, BeursSocketServer } from './socket-types';

/** The socket.io path (socket.io's default, which `@beurs/realtime` uses too). */

/** Why a session's sockets end: its session was signed out, by whatever path. */
const SESSION_ENDED = {
  reason: 'session_ended',
  message: 'This session was signed out. Sign in again to reconnect.',
} as const;

export const SOCKET_PATH = '/socket.io';

/** The attached socket server: the hub services push through, and its two-step shutdown. */
export interface AttachedSocketServer {
  io: BeursSocketServer;
  hub: RealtimeHub;
  /** Disconnects every socket, so the HTTP server can close (run before it closes). */
  disconnectAll(): void;
  /** Closes socket.io and the Redis clients (run after the HTTP server closed). */
  close(): Promise<void>;
  /**
   * PINGs both Redis clients of the adapter (the readiness check); null without REDIS_URL. Fails
   * at once while a client is reconnecting: its commands would wait in node-redis's queue.
   */
  pingRedis: (() => Promise<void>) | null;
}

/**
 * Attaches socket.io to the HTTP server (same port, path `/socket.io`). A socket authenticates
 * with `auth.token` in its handshake, joins only its own user's room and receives that user's
 * `userOrders`: on connect, after every change of the user's orders (`pushOrders`, which reaches
 * the other processes through the Redis adapter with `config.redisUrl`), and after every tick that
 * moves a price their open positions depend on, valued from this process's memory without a query
 * (online-orders.ts). `refreshToken` is answered with `authTokenRefreshed` (or a disconnect when
 * the refresh fails). A socket may also stream quotes (`subscribeQuotes`, see quote-stream.ts),
 * served from this process's quote book, which every tick reaches. Every socket also gets the
 * resumable account stream (account-stream.ts): `streamState`, the replay after the handshake's
 * `last_seq`, then each `accountEvent` once in seq order, and a `heartbeat` every
 * `config.heartbeatMs`.
 */
export async function attachSocketServer(app: FastifyInstance, context: AppContext): Promise<AttachedSocketServer> {
  // Derived from the database before the first socket can ask for a quote.
  const book = await loadQuoteBook(context.db);
  // Hearing account events before the first socket connects, so none committed after its replay is missed.
  const accountStream = new AccountStream({ context, heartbeatMs: context.config.heartbeatMs });
  await accountStream.start();
  const stopPruning = keepPruningAccountEvents(context);
  const io: BeursSocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Sockets authenticate with a token in the handshake, not with cookies, so any origin may connect.
    cors: { origin: true, credentials: false },
  });
  let redis: AdapterClients | null = null;
  const scaledOut = context.config.redisUrl !== null;
  /** Set below, once the stream exists: after a Redis outage, this process's clients get what they missed. */
  let resync: () => void = () => undefined;
  if (context.config.redisUrl) {
    redis = await connectAdapterClients(context.config.redisUrl, context.log, () => {
      resync();
      // What this process published while it was cut off never arrived: the others resync too.
      io.serverSideEmit('reconnectedToRedis');
    });
    // Keyed by the platform's prefix: two platforms sharing one Redis never reach each other's sockets.
    io.adapter(createAdapter(redis.pub, redis.sub, { key: `${context.config.redisKeyPrefix}socket.io` }));
  }
  const quoteStream = createQuoteStream({ io, book, db: context.db, log: context.log });
  // The process's one market memory: this server feeds it the ticks, HTTP reads value with it too.
  const { market } = context;
  const online = new OnlineOrders(market);
  /** Users whose list is being read again: a tick meanwhile would push the list from before the change. */
  const reading = new Map<string, number>();
  /** The last read started per user: an earlier read that finishes later must not replace what it read. */
  const latestRead = new Map<string, number>();
  let reads = 0;
  let closed = false;

  const localSockets = (userId: string) => io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0;
  /**
   * Sends an event already encoded (`eventPacket`) to this process's sockets of the user, as a
   * room emit would, but without socket.io serialising the argument again for each user: a
   * tick's revalued lists are written from JSON held per order (online-orders.ts).
   */
  const writeToLocalSockets = (userId: string, packet: string) => {
    const ids = io.sockets.adapter.rooms.get(userRoom(userId));
    if (!ids) return;
    for (const id of ids) {
      const connection = io.sockets.sockets.get(id)?.conn;
      // What socket.io's own write checks: a connection closing or closed takes no more packets.
      if (connection?.readyState === 'open') connection.write(packet);
    }
  };

  /** Every process takes each tick here: the quote book and its sockets, a fresh symbols answer, revalued lists. */
  const takeTick = (quotes: readonly LiveQuote[]) => {
    context.symbols.invalidate();
    // The streamed quotes first: they wait for no valuation.
    quoteStream.deliver(quotes);
    pushRevalued(market.apply(quotes));
  };
  /** The revalued lists of this process's online users whose figures the tick changed. */
  const pushRevalued = (changes: TickChanges) => {
    for (const { userId, ordersJson } of online.revalued(changes)) {
      if (!reading.has(userId)) writeToLocalSockets(userId, eventPacket('userOrders', ordersJson));
    }
  };
  // Every process but the lease holder gets the tick here; the holder delivers its own directly.
  io.on('quotesTicked', takeTick);

  /** Reads the user's live orders, keeps them for revaluation and sends them to this process's sockets of the user (or one socket). */
  const emitOrders = async (userId: string, target: BeursSocket | null) => {
    if (closed) return;
    reading.set(userId, (reading.get(userId) ?? 0) + 1);
    const read = (reads += 1);
    latestRead.set(userId, read);
    try {
      const rows = await loadLiveOrderRows(context.db, userId);
      if (closed) return;
      const listed = rows.map((row) => row.instrumentId).filter((id) => !market.has(id));
      // An instrument listed after this process started.
      if (listed.length > 0) for (const entry of await loadListedInstruments(context.db, listed)) market.add(entry);
      if (localSockets(userId) === 0) return;
      const orders = latestRead.get(userId) === read ? online.hold(userId, rows) : online.shape(rows);
      if (target) target.emit('userOrders', orders);
      else io.local.to(userRoom(userId)).emit('userOrders', orders);
    } catch (error) {
      if (!closed) context.log.error({ err: error, userId }, 'pushing userOrders failed');
    } finally {
      const left = (reading.get(userId) ?? 1) - 1;
      if (left > 0) reading.set(userId, left);
      else {
        reading.delete(userId);
        latestRead.delete(userId);
      }
    }
  };
  /** A change of the user's orders, announced by any process: the processes holding the user's sockets send the new list. */
  const ordersChanged = (userId: string) => {
    if (localSockets(userId) === 0) return;
    void emitOrders(userId, null);
    // Heard from the trigger's NOTIFY as a rule; read here only while that listener is down.
    accountStream.changedUnheard(userId);
  };
  io.on('ordersChanged', ordersChanged);

  const hub: RealtimeHub = {
    pushOrders(userId) {
      ordersChanged(userId);
      if (scaledOut && !closed) io.serverSideEmit('ordersChanged', userId);
    },
    publishQuotes(quotes) {
      if (closed || quotes.length === 0) return;
      if (!scaledOut) {
        takeTick(quotes);
        return;
      }
      // One Redis message a tick, whatever the number of instruments or sockets. The Redis client
      // writes it on the next turn of the event loop (setImmediate), so this process's own
      // pushes go after it there: the other processes then value and push to their sockets while
      // this one pushes to its own, not after. The memory (quotes, symbols) is current at once.
      io.serverSideEmit('quotesTicked', [...quotes]);
      context.symbols.invalidate();
      const changes = market.apply(quotes);
      setImmediate(() => {
        if (closed) return;
        quoteStream.deliver(quotes);
        pushRevalued(changes);
      });
    },
    pushAlertTriggered(userId, event) {
      // A plain room broadcast: through the Redis adapter it reaches the user's sockets on every process.
      if (!closed) io.to(userRoom(userId)).emit('alertTriggered', event);
    },
    disconnectUser(userId) {
      if (!closed) io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      if (closed) return;
      // Told first, like an API key's sockets: a program must not reconnect with the ended session's token.
      io.to(sessionRoom(sessionId)).emit('streamClosed', SESSION_ENDED);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    endSessionHere(sessionId) {
      if (closed) return;
      io.local.to(sessionRoom(sessionId)).emit('streamClosed', SESSION_ENDED);
      io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectApiKey(apiKeyId, reason) {
      if (closed) return;
      // Through the Redis adapter both reach the key's sockets on every process, in this order.
      io.to(apiKeyRoom(apiKeyId)).emit('streamClosed', reason);
      io.in(apiKeyRoom(apiKeyId)).disconnectSockets(true);
    },
  };

  io.use((socket, next) => {
    // Before the token: a bad last_seq is the client's mistake to fix, not a reason to sign in again.
    if (resumePointOf(socket.handshake.auth) === 'invalid') {
      next(new Error(INVALID_LAST_SEQ_MESSAGE));
      return;
    }
    const agent = socket.handshake.headers['user-agent'];
    const origin = { ip: socket.handshake.address || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
    authenticateSocket(context, socket.handshake.auth, origin).then(
      ({ userId, sessionId, apiKeyId }) => {
        socket.data.userId = userId;
        socket.data.sessionId = sessionId;
        socket.data.apiKeyId = apiKeyId;
        next();
      },
      (error: Error) => next(error),
    );
  });

  /**
   * After a Redis outage (this process's, or another's that published into the void) this
   * process may have missed ticks and order changes:
   * its book and memory take the quotes as PostgreSQL holds them (sockets get those that moved,
   * revalued lists follow), and every user with a socket here gets their list read afresh.
   */
  resync = () => {
    if (closed) return;
    loadListedInstruments(context.db).then(
      (listed) => {
        takeTick(listed.map(toLiveQuote));
        const users = new Set<string>();
        for (const socket of io.sockets.sockets.values()) users.add(socket.data.userId);
        for (const userId of users) void emitOrders(userId, null);
      },
      (error: unknown) => context.log.error({ err: error }, 'resynchronising after the Redis outage failed'),
    );
  };

  io.on('reconnectedToRedis', () => resync());

  io.on('connection', (socket) => {
    const { userId, sessionId, apiKeyId } = socket.data;
    void socket.join([userRoom(userId), ...(sessionId ? [sessionRoom(sessionId)] : []), ...(apiKeyId ? [apiKeyRoom(apiKeyId)] : [])]);
    // streamState first, then the replay after the handshake's last_seq, then live accountEvents.
    const resumeFrom = resumePointOf(socket.handshake.auth);
    accountStream.open(socket, resumeFrom === 'invalid' ? undefined : resumeFrom);
    // A fresh socket gets the current list at once instead of waiting for the next change.
    void emitOrders(userId, socket);
    quoteStream.handle(socket);
    socket.on('disconnect', () => {
      if (localSockets(userId) === 0) online.drop(userId);
    });
    socket.on('refreshToken', (refreshToken) => {
      const parsed = socketPayloads.refreshToken.safeParse(refreshToken);
      // A key's socket has no session to refresh: a program that sends one is confused, so it is ended.
      if (!parsed.success || socket.data.apiKeyId) {
        socket.disconnect(true);
        return;
      }
      rotateRefreshToken(context, parsed.data, { ip: socket.handshake.address || null, userAgent: null }).then(
        (rotated) => {
          // A refresh token of another user's session: answer nothing and end this socket.
          if (rotated.userId !== userId) {
            socket.disconnect(true);
            return;
          }
          // The client signed in again on this socket: it now belongs to the new session, so
          // signing that session out reaches it (and ending the old one no longer does).
          if (rotated.sessionId !== socket.data.sessionId) {
            if (socket.data.sessionId) void socket.leave(sessionRoom(socket.data.sessionId));
            socket.data.sessionId = rotated.sessionId;
            void socket.join(sessionRoom(rotated.sessionId));
          }
          socket.emit('authTokenRefreshed', { accessToken: rotated.accessToken, refreshToken: rotated.refreshToken });
        },
        () => socket.disconnect(true),
      );
    });
  });

  return {
    io,
    hub,
    pingRedis: redis ? () => (redis as AdapterClients).ping() : null,
    disconnectAll() {
      closed = true;
      stopPruning();
      void accountStream.close();
      // Only this process's sockets: through the Redis adapter a plain broadcast would reach all.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      closed = true;
      stopPruning();
      await accountStream.close();
      await io.close();
      await redis?.quit();
    },
  };
}
