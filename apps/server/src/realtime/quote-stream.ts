import { MAX_QUOTE_SUBSCRIPTIONS, socketPayloads, type LiveQuote, type QuoteSubscriptionEvent } from '@beurs/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import type { QuoteBook } from '../market/quote-book';
import { QuoteSubscriptionSets } from './quote-subscription-sets';
import type { BeursSocket, BeursSocketServer } from './socket-types';

/** This process's side of the quote stream. */
export interface QuoteStream {
  /** Answers one socket's `subscribeQuotes` and `unsubscribeQuotes`. */
  handle(socket: BeursSocket): void;
  /**
   * Takes a tick's quotes into the book and emits, to each set of instruments streamed, one
   * `quotes` event with those of its instruments that moved, on this process's sockets only
   * (every process gets the tick and serves its own).
   */
  deliver(quotes: readonly LiveQuote[]): void;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The quote stream of one process: a room per set of instruments streamed
 * (quote-subscription-sets.ts), a snapshot from the in-memory book on subscribe, then one event
 * a tick with the set's moved quotes. A refused request gets `quotesError` with what to fix;
 * the socket stays connected and keeps its earlier subscriptions.
 */
export function createQuoteStream(options: { io: BeursSocketServer; book: QuoteBook; db: DbOrTx; log: FastifyBaseLogger }): QuoteStream {
  const { io, book, db, log } = options;

  const refuse = (socket: BeursSocket, event: QuoteSubscriptionEvent, message: string, instrumentIds: string[] = []) =>
    socket.emit('quotesError', { event, message, instrument_ids: instrumentIds });

  /** The request's ids without repeats, or null after telling the socket what was wrong with it. */
  const parseIds = (socket: BeursSocket, event: QuoteSubscriptionEvent, payload: unknown): string[] | null => {
    const parsed = socketPayloads[event].safeParse(payload);
    if (parsed.success) return [...new Set(parsed.data)];
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (item ${issue.path.join('.')})` : '';
    refuse(socket, event, `${event} was refused: ${issue?.message ?? 'send an array of instrument ids'}${where}. Nothing changed.`);
    return null;
  };

  const sets = new QuoteSubscriptionSets();
  io.of('/').adapter.on('delete-room', (room: string) => sets.forget(room));

  /** Moves a socket to the room of its new set of instruments (none: no room). */
  const streamOnly = (socket: BeursSocket, instrumentIds: readonly string[]) => {
    const before = socket.data.quoteRoom;
    const after = instrumentIds.length > 0 ? sets.roomOf(instrumentIds) : undefined;
    socket.data.quoteIds = instrumentIds;
    socket.data.quoteRoom = after;
    if (before === after) return;
    if (before) void socket.leave(before);
    if (after) void socket.join(after);
  };

  const subscribe = async (socket: BeursSocket, payload: unknown): Promise<void> => {
    const ids = parseIds(socket, 'subscribeQuotes', payload);
    if (!ids || ids.length === 0) return;
    const unknown = await book.loadMissing(db, ids);
    if (socket.disconnected) return;
    const known = ids.filter((id) => !unknown.includes(id));
    // Counted after the lookup: two requests in flight cannot pass the limit together.
    const current = new Set(socket.data.quoteIds ?? []);
    const added = known.filter((id) => !current.has(id));
    if (current.size + added.length > MAX_QUOTE_SUBSCRIPTIONS) {
      refuse(
        socket,
        'subscribeQuotes',
        `This socket streams ${plural(current.size, 'instrument')}; ${plural(added.length, 'more')} would pass the limit of ${MAX_QUOTE_SUBSCRIPTIONS}. Unsubscribe some first. Nothing changed.`,
        added,
      );
      return;
    }
    if (added.length > 0) streamOnly(socket, [...current, ...added]);
    const snapshot = known.map((id) => book.get(id)).filter((quote): quote is LiveQuote => quote !== undefined);
    if (snapshot.length > 0) socket.emit('quotes', snapshot);
    if (unknown.length > 0) {
      refuse(
        socket,
        'subscribeQuotes',
        `Unknown ${unknown.length === 1 ? 'instrument' : 'instruments'}: ${unknown.join(', ')}. Use the instrument_id of a symbol from /symbols/${known.length > 0 ? '; the others are streamed' : ''}.`,
        unknown,
      );
    }
  };

  return {
    handle(socket) {
      socket.on('subscribeQuotes', (payload: unknown) => {
        subscribe(socket, payload).catch((error: unknown) => {
          log.error({ err: error }, 'subscribing to quotes failed');
          refuse(
            socket,
            'subscribeQuotes',
            'Quotes could not be subscribed just now; send subscribeQuotes again in a moment. Nothing changed.',
          );
        });
      });
      socket.on('unsubscribeQuotes', (payload: unknown) => {
        const ids = parseIds(socket, 'unsubscribeQuotes', payload);
        if (!ids) return;
        // Ids this socket does not stream are already unsubscribed: nothing to refuse.
        const dropped = new Set(ids);
        const current = socket.data.quoteIds ?? [];
        if (current.some((id) => dropped.has(id)))
          streamOnly(
            socket,
            current.filter((id) => !dropped.has(id)),
          );
      });
    },
    deliver(quotes) {
      const moved = book.apply(quotes);
      if (moved.length === 0) return;
      const movedById = new Map(moved.map((quote) => [quote.instrument_id, quote]));
      for (const [room, instrumentIds] of sets.entries()) {
        const picked: LiveQuote[] = [];
        for (const id of instrumentIds) {
          const quote = movedById.get(id);
          if (quote) picked.push(quote);
        }
        if (picked.length > 0) io.local.to(room).emit('quotes', picked);
      }
    },
  };
}
