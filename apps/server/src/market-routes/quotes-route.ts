import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MarketSymbol, PublicQuote, SymbolType } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { publicRoute, type SerializedAnswer } from '../http/route';
import type { SymbolsSnapshot } from '../market/symbols-snapshot';

/**
 * Public market data that changes every tick (one second at most): browsers and proxies may keep
 * it that long and no longer, so a page polling every few seconds never shows a stale tick
 * (docs/decisions.md, "Public quotes").
 */
const QUOTES_CACHE_CONTROL = 'public, max-age=1';

type QuotesAnswer = SerializedAnswer<'getQuotes'>;

/** The answers already serialised for one snapshot, by type filter (`all` for none). */
const answersBySnapshot = new WeakMap<SymbolsSnapshot, Map<SymbolType | 'all', QuotesAnswer>>();

function toQuote(symbol: MarketSymbol): PublicQuote {
  const { instrument_id, name, type, currency, bid, ask, change_percent, digits, is_open, quote_time, price_source } = symbol;
  return { instrument_id, name, type, currency, bid, ask, change_percent, digits, is_open, quote_time, price_source };
}

function serialize(snapshot: SymbolsSnapshot, type: SymbolType | undefined): QuotesAnswer {
  const quotes = snapshot.symbols.filter((symbol) => (type ? symbol.type === type : true)).map(toQuote);
  const json = JSON.stringify({ quotes });
  return {
    kind: 'serialized',
    value: { quotes },
    json,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    cacheControl: QUOTES_CACHE_CONTROL,
  };
}

/**
 * The quotes answer of a snapshot, serialised at most once per snapshot and filter: the snapshot
 * is rebuilt at most once per tick, so a public poll costs neither a query nor a serialisation.
 * The WeakMap lets an old snapshot's answers go with it.
 */
function quotesAnswer(snapshot: SymbolsSnapshot, type: SymbolType | undefined): QuotesAnswer {
  let answers = answersBySnapshot.get(snapshot);
  if (!answers) {
    answers = new Map();
    answersBySnapshot.set(snapshot, answers);
  }
  const key = type ?? 'all';
  let answer = answers.get(key);
  if (!answer) {
    answer = serialize(snapshot, type);
    answers.set(key, answer);
  }
  return answer;
}

/** Registers `GET /api/v1/quotes/` (extension): every listed instrument's quote, no token needed. */
export function registerQuotesRoute(app: FastifyInstance, context: AppContext): void {
  publicRoute(app, context, 'getQuotes', async ({ input }) => {
    const snapshot = await context.symbols.read(context.db, context.now());
    return quotesAnswer(snapshot, input.type);
  });
}
