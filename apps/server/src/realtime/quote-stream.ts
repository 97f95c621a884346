import { MAX_QUOTE_SUBSCRIPTIONS, socketPayloads, type LiveQuote, type QuoteSubscriptionEvent } from '@beurs/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import type { QuoteBook } from '../market/quote-book';
import { quoteRoom, subscribedInstruments } from './quote-room';
import type { BeursSocket, BeursSocketServer } from './socket-server';

/** This process's side of the quote stream. */
export interface QuoteStream {
  /** Answers one socket's `subscribeQuotes` and `unsubscribeQuotes`. */
  handle(socket: BeursSocket): void;
  /**
   * Takes a tick's quotes into the book and emits each subscribed instrument that moved to its
   * room, on this process's sockets only (every process gets the tick and serves its own).
   */
  deliver(quotes: readonly LiveQuote[]): void;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The quote stream of one process: per-instrument rooms, a snapshot from the in-memory book on
 * subscribe, then each tick's moved quotes. A refused request gets `quotesError` with what to fix;
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

  const subscribe = async (socket: BeursSocket, payload: unknown): Promise<void> => {
    const ids = parseIds(socket, 'subscribeQuotes', payload);
    if (!ids || ids.length === 0) return;
    const unknown = await book.loadMissing(db, ids);
    if (socket.disconnected) return;
    const known = ids.filter((id) => !unknown.includes(id));
    // Counted after the lookup: two requests in flight cannot pass the limit together.
    const current = subscribedInstruments(socket.rooms);
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
    if (added.length > 0) void socket.join(added.map(quoteRoom));
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
          refuse(socket, 'subscribeQuotes', 'Quotes could not be subscribed just now; send subscribeQuotes again in a moment. Nothing changed.');
        });
      });
      socket.on('unsubscribeQuotes', (payload: unknown) => {
        const ids = parseIds(socket, 'unsubscribeQuotes', payload);
        // Ids this socket does not stream are already unsubscribed: nothing to refuse.
        for (const id of ids ?? []) void socket.leave(quoteRoom(id));
      });
    },
    deliver(quotes) {
      for (const quote of book.apply(quotes)) io.local.to(quoteRoom(quote.instrument_id)).emit('quotes', [quote]);
    },
  };
}
